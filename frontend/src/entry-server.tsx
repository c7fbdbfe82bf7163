import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@fabrion/shared';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { Providers } from '@/app/providers';
import { loadDeferredComponents } from '@/components/deferred';
import type { RoutePrefetch } from '@/app/route-prefetch';
import { routes } from '@/app/router';
import { serializeForScript, SSR_DATA_ID, type SsrData } from '@/app/ssr-data';
import { makeStore } from '@/app/store';
import { isPageNamespace } from '@/features/i18n';
import { createI18n, resources } from '@/features/i18n/server';

export interface ServerRenderRequest {
  /** Path and query of the page, e.g. `/blog/some-post?lang=de`. */
  url: string;
  /** The site's public origin (canonical and Open Graph URLs). */
  publicUrl: string;
  /** How the store reaches the API while rendering (in-process or over loopback). */
  fetchFn: typeof fetch;
  apiBaseUrl: string;
}

export type ServerRenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      language: Language;
      /** Title, meta and link tags and the styles: for <head>. */
      head: string;
      /** The app's markup, for `<div id="root">`. */
      html: string;
      /** The data for hydration (a JSON script element): for the end of <body>. */
      data: string;
    };

const handler = createStaticHandler(routes);

/** Title, meta and link tags React hoists to the start of its output. */
const HOISTED_HEAD = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/;

/** Renders one public page on the server: route match, the route's data, then the markup. */
export async function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const address = new URL(request.url, request.publicUrl);
  const lang = address.searchParams.get('lang');
  const language: Language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;

  const context = await handler.query(new Request(address.href));
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? '/',
    };
  }

  // The matched route modules are loaded now, with the deferred parts they declare: their code
  // too, so the markup is the whole page.
  await loadDeferredComponents();

  const store = makeStore(undefined, { fetchFn: request.fetchFn, baseUrl: request.apiBaseUrl });
  const queries = context.matches.flatMap((match) => {
    const prefetch = (match.route as { prefetch?: RoutePrefetch }).prefetch;
    return prefetch
      ? prefetch({ store, params: match.params, searchParams: address.searchParams })
      : [];
  });
  // The queries stay subscribed: unsubscribing would start RTK Query's removal timers, which
  // would keep this request's store in memory for minutes after the response.
  const results = (await Promise.all(queries)) as Array<{ error?: { status?: unknown } }>;
  const status = pageStatus(context, results);

  const emotionCache = createCache({ key: 'css' });
  const emotionServer = createEmotionServer(emotionCache);
  const router = createStaticRouter(handler.dataRoutes, context);
  const site = { publicUrl: request.publicUrl };
  const i18n = createI18n(language);
  const markup = renderToString(
    <Providers store={store} i18n={i18n} emotionCache={emotionCache} site={site}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );

  const hoisted = HOISTED_HEAD.exec(markup)?.[0] ?? '';
  const html = markup.slice(hoisted.length);
  const styles = emotionServer.constructStyleTagsFromChunks(
    emotionServer.extractCriticalToChunks(html),
  );
  const data: SsrData = {
    state: { api: store.getState().api },
    language,
    translations: pageTranslations(language, i18n.reportNamespaces?.getUsedNamespaces() ?? []),
    publicUrl: site.publicUrl,
  };
  const script = `<script type="application/json" id="${SSR_DATA_ID}">${serializeForScript(data)}</script>`;
  return { kind: 'page', status, language, head: `${hoisted}${styles}`, html, data: script };
}

/**
 * What the browser needs to hydrate in this language: the common namespaces, and of the page
 * namespaces only those this page used (not every page's long texts in every page's HTML).
 */
function pageTranslations(language: Language, used: string[]): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(resources[language]).filter(
      ([namespace]) => !isPageNamespace(namespace) || used.includes(namespace),
    ),
  );
}

/**
 * 404 for the catch-all route and for a page whose data is not there; 500 for a route error; 503
 * when the page's data could not be loaded.
 */
function pageStatus(
  context: StaticHandlerContext,
  results: Array<{ error?: { status?: unknown } }>,
): number {
  if (context.errors) return 500;
  const deepest = context.matches[context.matches.length - 1];
  if (!deepest || deepest.route.path === '*') return 404;
  if (results.some((result) => result.error?.status === 404)) return 404;
  // The API failed (5xx, unreachable): the page shows its load error, which must not be indexed.
  if (results.some((result) => result.error && result.error.status !== 404)) return 503;
  return context.statusCode;
}
