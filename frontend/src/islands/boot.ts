import { DEFAULT_LANGUAGE } from '@fabrion/shared';
import { detectLanguage } from '@/features/i18n/detect-language';
import { enhance, ENHANCE_ATTRIBUTE } from '@/lib/dom/enhance';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ID } from './constants';
import type * as Hydrate from './hydrate';
import { rememberPages } from './page-navigation';
import { ENHANCERS, HYDRATE_ON_INTENT, isIslandName } from './registry';
import { watchStaticImages } from './static-images';

/** What `/boot.js` kept before this code arrived: clicks and changes on islands not hydrated. */
interface HeldEvent {
  target: Element;
  type: 'click' | 'change';
  value?: string;
}
declare global {
  interface Window {
    __islandEvents?: HeldEvent[] & { onHold?: (island: Element) => void };
  }
}

/** How far below the viewport an island starts hydrating. */
const NEAR_VIEWPORT = '200px';
/** Hydration of the islands further away waits for an idle moment, at most this long. */
const IDLE_TIMEOUT_MS = 3000;
/** What says a visitor is there: the rest of the islands hydrate from then on, at idle. */
const VISITOR_EVENTS = ['scroll', 'wheel', 'keydown', 'pointerdown', 'pointermove', 'touchstart'];

/**
 * Starts an islands page. Its enhancers (`[data-enhance]`, plain scripts) run at once. Each island
 * (`[data-island]`) is hydrated on its own: when it nears the viewport (but those hydrated on
 * intent only, `HYDRATE_ON_INTENT`), when the visitor reaches for it (the pointer over or down,
 * focus, a touch, a held click), and, once the visitor has shown up (a scroll, a key, the pointer),
 * the rest at idle, one per idle period: a page nobody touches runs no React beyond the islands on
 * screen. Its code and the shared runtime (React DOM, store, translations) load with the first
 * island. Clicks held by `/boot.js` before then are replayed once their island is hydrated.
 * `data-hydrated` on `<html>` says every island is.
 */
export function bootIslands(): void {
  if (toPreferredLanguage()) return;
  watchStaticImages();
  rememberPages();
  for (const element of document.querySelectorAll<HTMLElement>(`[${ENHANCE_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ENHANCE_ATTRIBUTE)!;
    if (Object.hasOwn(ENHANCERS, name))
      void ENHANCERS[name]!().then((enhancer) => enhance(element, enhancer));
  }
  const props = JSON.parse(
    document.getElementById(ISLAND_PROPS_ID)!.textContent || '[]',
  ) as object[];
  const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  const held = (window.__islandEvents ??= []);
  const started = new Set<Element>();
  let runtime: Promise<typeof Hydrate> | undefined;
  let hydrated = 0;

  const markHydrated = () => {
    if (hydrated === islands.length) document.documentElement.dataset.hydrated = 'true';
  };

  function replay(island: Element) {
    for (const event of held.splice(0).filter((e) => {
      if (island.contains(e.target)) return true;
      held.push(e);
      return false;
    })) {
      if (!event.target.isConnected) continue;
      if (event.type === 'change' && event.target instanceof HTMLSelectElement) {
        event.target.value = event.value ?? event.target.value;
        event.target.dispatchEvent(new Event('change', { bubbles: true }));
      } else {
        event.target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      }
    }
  }

  function hydrate(island: HTMLElement) {
    if (started.has(island)) return;
    started.add(island);
    observer?.unobserve(island);
    for (const child of island.children) observer?.unobserve(child);
    const name = island.getAttribute(ISLAND_ATTRIBUTE)!;
    const id = Number(island.dataset.islandId);
    // Until hydrated: what the measuring scripts wait for (`e2e/lighthouse/phone-page.mjs`).
    island.setAttribute('data-hydrating', '');
    // React DOM first, as a chunk of its own: its evaluation and the rest's (store, theme, the
    // island's code) are then two tasks, not one (home at 4x: the longest evaluation task went
    // from 282-529 ms to 48-95 ms, three loads each).
    runtime ??= import('react-dom/client').then(() => import('./hydrate'));
    void runtime
      .then((module) => module.hydrateIsland(island, name, props[id] ?? {}))
      .then(() => {
        island.removeAttribute('data-hydrating');
        island.setAttribute('data-hydrated', '');
        hydrated += 1;
        replay(island);
        markHydrated();
      });
  }

  const islandOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`) : null;

  // Near the viewport. An island's element has no box of its own (`display: contents`): its
  // children are observed.
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const island = islandOf(entry.target);
              if (entry.isIntersecting && island) hydrate(island);
            }
          },
          { rootMargin: `${NEAR_VIEWPORT} 0px` },
        )
      : undefined;
  const onIntentOnly = (island: Element) => {
    const name = island.getAttribute(ISLAND_ATTRIBUTE)!;
    return isIslandName(name) && HYDRATE_ON_INTENT.has(name);
  };
  for (const island of islands) {
    if (onIntentOnly(island)) continue;
    for (const child of island.children) observer?.observe(child);
  }

  // The visitor reaches for an island: at once.
  const reach = (event: Event) => {
    const island = islandOf(event.target);
    if (island) hydrate(island);
  };
  for (const type of ['pointerdown', 'pointerover', 'focusin', 'touchstart'])
    document.addEventListener(type, reach, { capture: true, passive: true });
  held.onHold = (island) => hydrate(island as HTMLElement);
  for (const event of held) reach({ target: event.target } as unknown as Event);

  // The rest once a visitor is there, when the browser is idle, one island per idle period.
  const idle = (callback: () => void) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(callback, 200);
  const next = () => {
    const island = islands.find((candidate) => !started.has(candidate));
    if (!island) return;
    hydrate(island);
    idle(next);
  };
  const visitorCame = () => {
    for (const type of VISITOR_EVENTS) window.removeEventListener(type, visitorCame, true);
    idle(next);
  };
  // A click held before this code ran: the visitor was already there.
  if (held.length > 0) idle(next);
  else
    for (const type of VISITOR_EVENTS)
      window.addEventListener(type, visitorCame, { capture: true, passive: true });
  markHydrated();
}

/**
 * A visitor whose stored language is not the page's (an address without `?lang=`): the page in
 * their language instead (the server renders it; the page's text is not switched in place).
 */
function toPreferredLanguage(): boolean {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // No storage: no stored preference.
  }
  const preferred = detectLanguage(window.location.search, storage);
  if (preferred === document.documentElement.lang) return false;
  const url = new URL(window.location.href);
  if (preferred === DEFAULT_LANGUAGE) url.searchParams.delete('lang');
  else url.searchParams.set('lang', preferred);
  window.location.replace(url.href);
  return true;
}
