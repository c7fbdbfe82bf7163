import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export interface ToastText {
  title: string;
  description?: string;
}

/** The spec's sign-in messages (§8 "Login messages", §5 rate limit) for an API error. */
export function loginErrorToast(
  error: FetchBaseQueryError | SerializedError | undefined,
): ToastText {
  const data =
    error && 'status' in error
      ? (error.data as { message?: string; details?: { retryAfterMinutes?: number } } | undefined)
      : undefined;
  const message = data?.message ?? '';
  if (error && 'status' in error && error.status === 429) {
    const minutes = data?.details?.retryAfterMinutes;
    return minutes
      ? {
          title: 'Too many attempts',
          description: `Please wait ${minutes} minutes before trying again.`,
        }
      : {
          title: 'Login failed',
          description: 'Too many login attempts. Please wait a few minutes before trying again.',
        };
  }
  if (message.includes('Invalid login credentials'))
    return {
      title: 'Login failed',
      description: 'Invalid email or password. Please check your credentials and try again.',
    };
  if (message.includes('Email not confirmed'))
    return {
      title: 'Login failed',
      description: 'Please check your email and confirm your account before logging in.',
    };
  if (message.includes('Too many requests'))
    return {
      title: 'Login failed',
      description: 'Too many login attempts. Please wait a few minutes before trying again.',
    };
  if (message) return { title: 'Login failed', description: message };
  return { title: 'An error occurred', description: 'Please try again later' };
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const SECURITY_ALERT: ToastText = {
  title: 'Security Alert',
  description:
    'We noticed a sign-in from a new device. If this was not you, change your password now.',
};
