import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@fabrion/shared';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '@/app/app-routes';
import { loadPages } from '@/app/lazy-page';
import { Providers } from '@/app/providers';
import { loadDeferredComponents } from '@/components/deferred';
import { routes } from '@/app/router';
import { createServerStyles } from '@/app/server-styles';
import { serializeForScript, SSR_DATA_ID, type SsrData } from '@/app/ssr-data';
import { makeStore } from '@/app/store';
import { isPageNamespace } from '@/features/i18n';
import { createI18n, resources } from '@/features/i18n/server';
import {
  IslandCollector,
  ISLAND_PROPS_ID,
  islandPlaceholder,
  type IslandRecord,
} from '@/islands/island';
import { IslandProviders, serverNavigator, type IslandContext } from '@/islands/island-providers';
import { ISLANDS } from '@/islands/registry';

export interface ServerRenderRequest {
  /** Path and query of the page, e.g. `/blog/some-post?lang=de`. */
  url: string;
  /** The site's public origin (canonical and Open Graph URLs). */
  publicUrl: string;
  /** How the store reaches the API while rendering (in-process or over loopback). */
  fetchFn: typeof fetch;
  apiBaseUrl: string;
}

export interface ServerRenderResult {
  status: number;
  language: Language;
  /** Title, meta and link tags and the styles: for <head>. */
  head: string;
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** The data for hydration (a JSON script element): for the end of <body>. */
  data: string;
}

/** Title, meta and link tags React hoists to the start of its output. */
const HOISTED_HEAD = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/;

/** Renders one public page on the server: route match, the route's data, then the markup. */
export async function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const address = new URL(request.url, request.publicUrl);
  const lang = address.searchParams.get('lang');
  const language: Language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;

  // The matched pages' modules are loaded now, with the deferred parts they declare: their code
  // too, so the markup is the whole page.
  const pages = await loadPages(routes, address.pathname);
  // Every island's code too (the deferred parts their modules declare among them).
  await Promise.all(Object.values(ISLANDS).map((load) => load()));
  await loadDeferredComponents();

  const store = makeStore(undefined, { fetchFn: request.fetchFn, baseUrl: request.apiBaseUrl });
  const queries = pages.flatMap(({ match, module }) =>
    module?.prefetch
      ? module.prefetch({ store, params: match.params, searchParams: address.searchParams })
      : [],
  );
  const results = await Promise.all(queries);
  const deepest = pages[pages.length - 1]?.match.route;
  const status = pageStatus(!deepest || deepest.path === '*', results);

  const styles = createServerStyles();
  const site = { publicUrl: request.publicUrl };
  const i18n = createI18n(language);
  const location = `${address.pathname}${address.search}`;
  // A page whose module says so is an islands page: only its islands are hydrated in the browser.
  const islands: IslandRecord[] | null = pages[pages.length - 1]?.module?.islands ? [] : null;
  const markup = renderToString(
    <Providers store={store} i18n={i18n} emotionCache={styles.cache} site={site}>
      <IslandCollector value={islands}>
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      </IslandCollector>
    </Providers>,
  );

  const hoisted = HOISTED_HEAD.exec(markup)?.[0] ?? '';
  let html = markup.slice(hoisted.length);
  let head = hoisted;
  let islandProps = '';
  if (islands) {
    const context = { store, i18n, emotionCache: styles.cache, site, location };
    const rendered = await renderIslands(html, islands, { ...context, navigator: serverNavigator });
    html = rendered.html;
    head += rendered.head;
    const props = serializeForScript(islands.map((record) => record.props));
    islandProps = `<script type="application/json" id="${ISLAND_PROPS_ID}">${props}</script>`;
  }
  const data: SsrData = {
    state: { content: store.getState().content },
    language,
    translations: pageTranslations(language, i18n.usedNamespaces()),
    publicUrl: site.publicUrl,
  };
  const script = `<script type="application/json" id="${SSR_DATA_ID}">${serializeForScript(data)}</script>`;
  return {
    status,
    language,
    head: `${head}${styles.tags(html)}`,
    html,
    data: `${script}${islandProps}`,
  };
}

/**
 * Each island of an islands page rendered as the root of its own, in the tree the browser
 * hydrates (`IslandProviders`), into the placeholder the page's render left for it; the title and
 * meta tags an island renders go to the head (as React hoists them in the browser too).
 */
async function renderIslands(
  html: string,
  islands: IslandRecord[],
  context: IslandContext,
): Promise<{ html: string; head: string }> {
  const components = await Promise.all(islands.map((record) => ISLANDS[record.name]()));
  let head = '';
  const page = islands.reduce((page, record, id) => {
    const Component = components[id] as React.ComponentType<object>;
    const markup = renderToString(
      <IslandProviders context={context}>
        <Component {...record.props} />
      </IslandProviders>,
    );
    const hoisted = HOISTED_HEAD.exec(markup)?.[0] ?? '';
    head += hoisted;
    return page.replace(islandPlaceholder(id), () => markup.slice(hoisted.length));
  }, html);
  return { html: page, head };
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
 * 404 for the catch-all route and for a page whose data is not there; 503 when the page's data
 * could not be loaded.
 */
function pageStatus(notFound: boolean, results: Array<{ error?: { status?: unknown } }>): number {
  if (notFound || results.some((result) => result.error?.status === 404)) return 404;
  // The API failed (5xx, unreachable): the page shows its load error, which must not be indexed.
  if (results.some((result) => result.error && result.error.status !== 404)) return 503;
  return 200;
}
