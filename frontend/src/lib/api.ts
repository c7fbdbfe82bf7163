import { createAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { env } from '@/config/env';
import { clearSession, getAccessToken, refreshSession } from './auth-session';

/** What the store passes to thunks; server rendering supplies its own `fetch` and base URL. */
export interface ApiExtra {
  fetchFn?: typeof fetch;
  baseUrl?: string;
}

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

/** Puts the API cache a server-rendered page came with into the browser's store. */
export const hydrateApiCache = createAction<Record<string, unknown>>('app/hydrateApiCache');

/** The one RTK Query API slice. Features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['CaseStudy', 'BlogPost', 'Job', 'Insight', 'ClientLogo', 'Me', 'Sessions'],
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
  // The payload is the server store's whole state; its `api` part has this slice's shape.
  extractRehydrationInfo: (action, { reducerPath }) =>
    hydrateApiCache.match(action) ? (action.payload[reducerPath] as never) : undefined,
});
