import { configure, render } from '@testing-library/react';
import { useEffect, type ComponentType } from 'react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router';
import type { Language } from '@fabrion/shared';
import { Providers } from '@/app/providers';
import { makeStore } from '@/app/store';
import { createI18n } from '@/features/i18n/server';

/**
 * Page tests render real MUI pages in jsdom; on a loaded two-core machine that can take seconds,
 * so `findBy…` waits up to 5 s (not 1 s) and page suites run with `PAGE_TEST_TIMEOUT`.
 */
configure({ asyncUtilTimeout: 5_000 });
export const PAGE_TEST_TIMEOUT = 30_000;

export const TEST_API_BASE_URL = 'http://api.test/api';

type Reply = { status: number; body?: unknown };
type Handler = (url: URL) => Reply;

/**
 * A stand-in for the API at the HTTP boundary: answers each request by the first handler whose
 * pattern matches the path (relative to `/api/`), and records the URLs asked for.
 */
export function fakeApi(handlers: Array<[RegExp, Handler | Reply]>) {
  const requests: URL[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(url);
    const path = url.pathname.replace(/^\/api\//, '');
    const match = handlers.find(([pattern]) => pattern.test(path));
    const reply = match
      ? typeof match[1] === 'function'
        ? match[1](url)
        : match[1]
      : { status: 404, body: { statusCode: 404, message: 'Not Found' } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { fetchFn, requests };
}

interface RenderRouteOptions {
  /** The route pattern the page is mounted on, e.g. `/blog/:slug`. */
  path: string;
  /** The address to open, e.g. `/blog/some-post`. */
  url: string;
  fetchFn: typeof fetch;
  language?: Language;
}

/** Where a rendered page's router is, and a way to move it (as a link or the address bar would). */
export interface TestHistory {
  location: Location;
  navigate: NavigateFunction;
}

function HistoryProbe({ onCommit }: { onCommit: (history: TestHistory) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    onCommit({ location, navigate });
  });
  return null;
}

/** Renders one page inside the app's providers and a memory router. */
export function renderRoute(Page: ComponentType, options: RenderRouteOptions) {
  const store = makeStore(undefined, { fetchFn: options.fetchFn, baseUrl: TEST_API_BASE_URL });
  const history = {} as TestHistory;
  const i18n = createI18n(options.language ?? 'en');
  const view = render(
    <Providers store={store} i18n={i18n}>
      <MemoryRouter initialEntries={[options.url]}>
        <Routes>
          <Route path={options.path} element={<Page />} />
          <Route path="*" element={null} />
        </Routes>
        <HistoryProbe onCommit={(current) => Object.assign(history, current)} />
      </MemoryRouter>
    </Providers>,
  );
  return { ...view, store, history, i18n };
}
