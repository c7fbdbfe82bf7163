import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** Flattens class-validator errors to `{ "field": "first message" }` (nested fields dotted). */
export function flattenValidationErrors(
  errors: ValidationError[],
  parent = '',
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) out[field] = pickMessage(error, messages);
    if (error.children?.length) Object.assign(out, flattenValidationErrors(error.children, field));
  }
  return out;
}

/** An unknown field reports that first; otherwise the (single, stopAtFirstError) failed rule. */
function pickMessage(error: ValidationError, messages: string[]): string {
  return error.constraints?.whitelistValidation ?? messages[0]!;
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) =>
      new BadRequestException({
        message: 'Validation failed',
        errors: flattenValidationErrors(errors),
      }),
  });
}
