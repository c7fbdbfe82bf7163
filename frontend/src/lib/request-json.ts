import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { env } from '@/config/env';

/** What the store passes to thunks; server rendering and tests supply their own `fetch` and base URL. */
export interface ApiExtra {
  fetchFn?: typeof fetch;
  baseUrl?: string;
}

/** An API call's outcome, in the shape RTK Query gives (so one set of error helpers reads both). */
export type JsonResult<T> =
  { data: T; error?: undefined } | { data?: undefined; error: FetchBaseQueryError };

/**
 * One JSON request to the API, for the public pages (which do not carry RTK Query; the member
 * portal does): never throws, an HTTP or network failure comes back as `error`.
 */
export async function requestJson<T>(
  extra: ApiExtra,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<JsonResult<T>> {
  const fetchFn = extra.fetchFn ?? fetch;
  const url = `${(extra.baseUrl ?? env.apiBaseUrl).replace(/\/$/, '')}/${path}`;
  let response: Response;
  try {
    response = await fetchFn(url, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // An error page from a proxy is still an HTTP error; a 2xx that is not JSON is a broken answer.
    if (!response.ok) return { error: { status: response.status, data: text } };
    const error = 'The answer is not JSON';
    return {
      error: { status: 'PARSING_ERROR', originalStatus: response.status, data: text, error },
    };
  }
  return response.ok ? { data: data as T } : { error: { status: response.status, data } };
}
