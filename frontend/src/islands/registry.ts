import type { ComponentType } from 'react';
import type { Enhancer } from '@/lib/dom/enhance';
import { watchScrolledPast } from '@/lib/dom/scrolled-past';

/**
 * THE place where a part of a public page is declared interactive. On a server-rendered public
 * page the browser runs no code but these: the server renders the whole page, and each island is
 * hydrated on its own (its own React root) when it nears the viewport, when the visitor reaches
 * for it, or at idle once the visitor has shown up (see `boot.ts`); the rest of the page stays the
 * server's HTML and styles and costs nothing. A new interactive part: add its loader here, render
 * it with `island('name')` (see `island.tsx`), pass only JSON props. A part that needs a little
 * behaviour but no React (no state a click changes) is an enhancer instead (ENHANCERS below).
 */
export const ISLANDS = {
  'site-header': () => import('@/components/layouts/site-header').then((m) => m.SiteHeader),
  'home-tools': () =>
    import('@/features/home/components/tools-section').then((m) => m.ToolsSection),
  'home-case-studies': () => import('./parts/home-case-studies').then((m) => m.HomeCaseStudies),
  'home-insights': () => import('./parts/home-insights').then((m) => m.HomeInsights),
  'contact-form': () =>
    import('@/features/contact/components/contact-form').then((m) => m.ContactForm),
  'history-back': () =>
    import('@/components/ui/history-back-button').then((m) => m.HistoryBackButton),
  'back-button': () =>
    import('@/features/content/components/back-button').then((m) => m.BackButton),
  'audio-embed': () =>
    import('@/features/content/components/article-body').then((m) => m.AudioEmbed),
  'about-clients': () =>
    import('@/features/about/components/clients-strip').then((m) => m.ClientsStrip),
  'about-openings': () => import('./parts/about-openings').then((m) => m.AboutOpenings),
  'service-page': () =>
    import('@/features/services/components/service-page').then((m) => m.ServicePage),
};

export type IslandName = keyof typeof ISLANDS;

/**
 * Islands hydrated only when the visitor reaches for them (the pointer over or down, focus, a
 * touch, a held click), not for being on screen: parts that do nothing until used. The header, on
 * every page and always on screen, whose only work without a visitor's hand (the scroll restyle)
 * is an enhancer; the Back buttons at the top of a page; a service page, whose only interactive
 * parts are its cards' details (a click before hydration is held and replayed, see `/boot.js`).
 */
export const HYDRATE_ON_INTENT: ReadonlySet<IslandName> = new Set<IslandName>([
  'site-header',
  'history-back',
  'back-button',
  'service-page',
]);

/**
 * Plain scripts run on the server's HTML of an islands page, at once, no React: an element names
 * one with `data-enhance` and holds what it needs in data attributes (see `@/lib/dom/enhance`).
 * The component that renders the element runs the same enhancer where React renders it
 * (`useEnhancer`). Each loads as a small chunk of its own, but the header's (on every page).
 */
export const ENHANCERS: Readonly<Record<string, () => Promise<Enhancer>>> = {
  'scrolled-past': () => Promise.resolve(watchScrolledPast),
  'typing-headline': () => import('@/features/home/lib/typed-headline').then((m) => m.typeHeadline),
  'hourly-date': () => import('@/features/home/lib/hourly-date').then((m) => m.showHourlyDate),
  'hash-scroll': () => import('@/features/home/lib/hash-scroll').then((m) => m.scrollToHash),
};
/** An island's props: JSON only (they travel to the browser in the page). */
export type IslandProps<N extends IslandName> =
  Awaited<ReturnType<(typeof ISLANDS)[N]>> extends ComponentType<infer P> ? P & object : never;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(ISLANDS, name);
