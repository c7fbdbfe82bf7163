import { createAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { env } from '@/config/env';

/** What the store passes to thunks; server rendering supplies its own `fetch` and base URL. */
export interface ApiExtra {
  fetchFn?: typeof fetch;
  baseUrl?: string;
}

const baseQueries = new Map<string, ReturnType<typeof fetchBaseQuery>>();

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
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
        .set(baseUrl, fetchBaseQuery({ baseUrl, credentials: 'same-origin' }))
        .get(baseUrl)!);
  return query(args, apiContext, extraOptions);
};

/** Puts the API cache a server-rendered page came with into the browser's store. */
export const hydrateApiCache = createAction<Record<string, unknown>>('app/hydrateApiCache');

/** The one RTK Query API slice. Features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['CaseStudy', 'BlogPost', 'Job', 'Insight', 'ClientLogo'],
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
  // The payload is the server store's whole state; its `api` part has this slice's shape.
  extractRehydrationInfo: (action, { reducerPath }) =>
    hydrateApiCache.match(action) ? (action.payload[reducerPath] as never) : undefined,
});
