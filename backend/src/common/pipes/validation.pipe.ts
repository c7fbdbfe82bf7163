import {
  type ArgumentMetadata,
  BadRequestException,
  ValidationError,
  ValidationPipe,
} from '@nestjs/common';
import { findInheritedKey, findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from './storable-text';

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

/**
 * class-validator's pipe, after checks every DTO needs and none declares: body, query and route
 * parameters must be text PostgreSQL can store (no NUL, no unpaired surrogate), and no body key may
 * be named like an inherited property (`constructor`...), which the whitelist lets through; else
 * 400 naming the field.
 */
class StorableValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') {
      const field = findUnstorableText(
        value,
        metadata.type === 'param' ? (metadata.data ?? '') : '',
      );
      if (field !== null)
        throw new BadRequestException({
          message: 'Validation failed',
          errors: { [field]: `${field} ${UNSTORABLE_TEXT_MESSAGE}` },
        });
      // A DTO body must be an object: JSON null, a list or a bare value fits no DTO (an all-optional
      // DTO let `null` through as if nothing were wrong).
      const isDtoBody =
        metadata.type === 'body' && !metadata.data && typeof metadata.metatype === 'function';
      if (
        isDtoBody &&
        value !== undefined &&
        (value === null || typeof value !== 'object' || Array.isArray(value))
      )
        throw new BadRequestException({
          message: 'Validation failed',
          errors: { body: 'The request body must be a JSON object' },
        });
      const inherited = metadata.type === 'body' ? findInheritedKey(value) : null;
      if (inherited !== null)
        throw new BadRequestException({
          message: 'Validation failed',
          errors: { [inherited]: `property ${inherited} should not exist` },
        });
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new StorableValidationPipe({
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
