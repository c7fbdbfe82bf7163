import type { AppStore } from './store';

export interface PrefetchContext {
  store: AppStore;
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
}

/** A started request for a route's data: resolves (never rejects) to the API's error, if any. */
export type StartedQuery = Promise<{ error?: { status?: unknown } }>;

/**
 * The data a route needs before it can render. Route modules export it as `prefetch`; server
 * rendering awaits these requests (and answers 404 when one of them is a 404) before rendering,
 * and the browser reuses the results it receives with the page.
 */
export type RoutePrefetch = (context: PrefetchContext) => StartedQuery[];
