import { DEFAULT_LANGUAGE } from '@fabrion/shared';
import { createPath, type Navigator, type To } from 'react-router';

/**
 * A same-site address in the page's language: the site's links are plain paths, and on an
 * islands page a link is a page load, so the address carries `?lang=` (Spanish, German) or the
 * next page would be rendered in English.
 */
export function inLanguage(href: string, language: string): string {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return href;
  if (language === DEFAULT_LANGUAGE || url.searchParams.has('lang')) return href;
  url.searchParams.set('lang', language);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether going to `href` only moves within this page (same path and query, a `#hash`). */
function withinPage(href: string): boolean {
  const url = new URL(href, window.location.href);
  return url.pathname === window.location.pathname && url.search === window.location.search;
}

/**
 * The router of an island: `navigate(to)` and its links load the page at `to` (in the page's
 * language); within the page (a `#hash`) the address changes without a load; `navigate(-1)` is
 * the browser's Back.
 */
export function pageLoadNavigator(language: string): Navigator {
  const href = (to: To) => inLanguage(typeof to === 'string' ? to : createPath(to), language);
  return {
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    push: (to) => {
      const target = href(to);
      if (withinPage(target)) window.location.hash = new URL(target, window.location.href).hash;
      else window.location.assign(target);
    },
    replace: (to) => {
      const target = href(to);
      if (withinPage(target)) window.history.replaceState(window.history.state, '', target);
      else window.location.replace(target);
    },
    go: (delta) => window.history.go(delta),
  };
}

const PREVIOUS_PAGE_KEY = 'previous-page';
let previous: string | null = null;

/**
 * Remembers, for the tab, the page the visitor leaves (the site sends no referrer): the next
 * page of the site knows where the visitor came from (its Back buttons). Called as the page starts.
 */
export function rememberPages(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  try {
    const stored = window.sessionStorage.getItem(PREVIOUS_PAGE_KEY);
    previous = stored !== here ? stored : null;
    window.addEventListener('pagehide', () => {
      window.sessionStorage.setItem(PREVIOUS_PAGE_KEY, here);
    });
  } catch {
    // No storage: Back buttons are links to their list (or home).
  }
}

/** The page of this site the visitor came from in this tab (path and query), or null. */
export function previousPage(): string | null {
  return previous;
}
