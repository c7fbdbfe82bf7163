import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { TFunction } from '@/lib/i18n';

export interface ToastText {
  title: string;
  description?: string;
}

/**
 * The spec's sign-in messages (§8 "Login messages", §5 rate limit) for an API error, in the
 * page's language (`t` of `portal/auth`); another message of the server is shown as it is.
 */
export function loginErrorToast(
  error: FetchBaseQueryError | SerializedError | undefined,
  t: TFunction,
): ToastText {
  const data =
    error && 'status' in error
      ? (error.data as { message?: string; details?: { retryAfterMinutes?: number } } | undefined)
      : undefined;
  const message = data?.message ?? '';
  const failed = (key: string) => ({
    title: t('messages.loginFailed'),
    description: t(`messages.${key}`),
  });
  if (error && 'status' in error && error.status === 429) {
    const minutes = data?.details?.retryAfterMinutes;
    return minutes
      ? {
          title: t('messages.tooManyTitle'),
          description: t('messages.waitMinutes', { count: minutes }),
        }
      : failed('tooMany');
  }
  if (message.includes('Invalid login credentials')) return failed('invalidCredentials');
  if (message.includes('Email not confirmed')) return failed('notConfirmed');
  if (message.includes('Too many requests')) return failed('tooMany');
  if (message) return { title: t('messages.loginFailed'), description: message };
  return { title: t('messages.errorTitle'), description: t('messages.tryLater') };
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The toast for an invalid address (spec: 'Invalid email'). */
export function invalidEmailToast(t: TFunction): ToastText {
  return { title: t('messages.invalidEmailTitle'), description: t('messages.invalidEmail') };
}

/** The sign-in from a new device. */
export function securityAlert(t: TFunction): ToastText {
  return { title: t('messages.securityAlertTitle'), description: t('messages.securityAlert') };
}
