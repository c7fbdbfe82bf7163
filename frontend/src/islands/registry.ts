import type { ComponentType } from 'react';

/**
 * THE place where a part of a public page is declared interactive. On a server-rendered public
 * page the browser runs no code but these: the server renders the whole page, and each island is
 * hydrated on its own (its own React root) when it nears the viewport or the browser is idle; the
 * rest of the page stays the server's HTML and styles and costs nothing. A new interactive part:
 * add its loader here, render it with `island('name')` (see `island.tsx`), pass only JSON props.
 */
export const ISLANDS = {
  'site-header': () => import('@/components/layouts/site-header').then((m) => m.SiteHeader),
  'home-hero': () => import('@/features/home/components/hero-section').then((m) => m.HeroSection),
  'home-tools': () =>
    import('@/features/home/components/tools-section').then((m) => m.ToolsSection),
  'home-case-studies': () => import('./parts/home-case-studies').then((m) => m.HomeCaseStudies),
  'home-insights': () => import('./parts/home-insights').then((m) => m.HomeInsights),
  'hash-scroll': () => import('./parts/hash-scroll').then((m) => m.HashScroll),
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
/** An island's props: JSON only (they travel to the browser in the page). */
export type IslandProps<N extends IslandName> =
  Awaited<ReturnType<(typeof ISLANDS)[N]>> extends ComponentType<infer P> ? P & object : never;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(ISLANDS, name);
