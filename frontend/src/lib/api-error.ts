import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiErrorBody } from '@fabrion/shared';

/** The API's error body from an RTK Query error, or null for network failures and the like. */
export function apiErrorBody(
  error: FetchBaseQueryError | SerializedError | undefined,
): ApiErrorBody | null {
  if (!error || !('status' in error)) return null;
  const data = error.data as Partial<ApiErrorBody> | undefined;
  if (typeof error.status !== 'number' || !data || typeof data.message !== 'string') return null;
  return { statusCode: error.status, message: data.message, errors: data.errors };
}

export function isNotFound(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  return Boolean(error && 'status' in error && error.status === 404);
}
