import { CONTACT_TOASTS, type ApiErrorBody } from '@fabrion/shared';

/** The toast for a failed submission (spec §8), from the server's answer. */
export function submitErrorMessage(body: ApiErrorBody | null): string {
  if (!body) return CONTACT_TOASTS.unexpected;
  if (body.statusCode === 429) return body.message;
  if (body.statusCode === 503 && body.message === CONTACT_TOASTS.securityCheckFailed)
    return CONTACT_TOASTS.securityCheckFailed;
  if (body.statusCode === 400 && body.errors?.email) return CONTACT_TOASTS.invalidEmail;
  return CONTACT_TOASTS.unexpected;
}
