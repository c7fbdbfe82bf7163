import { BadRequestException, ParseUUIDPipe } from '@nestjs/common';

/** A UUID path parameter whose refusal names the field, as every other 400 does. */
export function uuidParam(field: string): ParseUUIDPipe {
  return new ParseUUIDPipe({
    exceptionFactory: () =>
      new BadRequestException({
        message: 'Validation failed',
        errors: { [field]: `${field} must be a UUID` },
      }),
  });
}
