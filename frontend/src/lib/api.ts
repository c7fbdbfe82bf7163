import { createApi, fetchBaseQuery, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { env } from '@/config/env';
import { clearSession, getAccessToken, refreshSession } from './auth-session';
import type { ApiExtra } from './request-json';

const baseQueries = new Map<string, ReturnType<typeof fetchBaseQuery>>();

const rawBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  apiContext,
  extraOptions,
) => {
  const extra = (apiContext.extra ?? {}) as ApiExtra;
  const baseUrl = extra.baseUrl ?? env.apiBaseUrl;
  const query = extra.fetchFn
    ? fetchBaseQuery({ baseUrl, fetchFn: extra.fetchFn })
    : (baseQueries.get(baseUrl) ??
      baseQueries
        .set(
          baseUrl,
          fetchBaseQuery({
            baseUrl,
            credentials: 'same-origin',
            prepareHeaders: (headers) => {
              const token = getAccessToken();
              if (token && !headers.has('authorization'))
                headers.set('authorization', `Bearer ${token}`);
              return headers;
            },
          }),
        )
        .get(baseUrl)!);
  return query(args, apiContext, extraOptions);
};

const isAuthCall = (args: string | FetchArgs) =>
  (typeof args === 'string' ? args : args.url).startsWith('auth/refresh');

/**
 * Re-auth: a 401 on a signed-in call refreshes the access token once (one refresh per tab at a
 * time) and retries; when the refresh fails the session is over and the call's 401 stands.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  apiContext,
  extraOptions,
) => {
  const hadToken = getAccessToken() !== null;
  let result = await rawBaseQuery(args, apiContext, extraOptions);
  if (result.error?.status === 401 && hadToken && !isAuthCall(args)) {
    const extra = (apiContext.extra ?? {}) as ApiExtra;
    const session = await refreshSession(extra.fetchFn);
    if (session) result = await rawBaseQuery(args, apiContext, extraOptions);
    else clearSession();
  }
  return result;
};

/**
 * The one RTK Query API slice, for the member portal. Features add their endpoints with
 * `api.injectEndpoints`; the store takes the slice in when the first member page loads
 * (`app/member-api.ts`), so the public pages' first load does not carry RTK Query.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Me', 'Sessions'],
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
});
