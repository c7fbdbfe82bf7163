import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { env } from '@/config/env';

/**
 * The one RTK Query API slice. Features add their endpoints with `api.injectEndpoints`.
 * Server-rendering passes its own `fetchFn` through `extra` (see app/store.ts).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: env.apiBaseUrl,
    credentials: 'same-origin',
  }),
  tagTypes: ['CaseStudy', 'BlogPost', 'Job', 'Insight'],
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
});
