import { lazy, useState, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { PageLoadError } from '@/components/errors/page-load-error';
import type { RoutePrefetch } from './route-prefetch';

/** What a route module exports: its page, and the data the server fetches before rendering it. */
export interface PageModule {
  Component: ComponentType;
  prefetch?: RoutePrefetch;
  /**
   * An islands page: the browser hydrates only its islands (`@/islands`), not the page; its
   * links are page loads.
   */
  islands?: boolean;
}

/** A page split into a chunk of its own. */
export interface LazyPage {
  /** Renders the page; suspends while its module is still loading. */
  Component: ComponentType;
  /** Starts loading the module (once). */
  load(): Promise<PageModule>;
}

/**
 * A route's page loaded on demand (a lazy component). Once the module is loaded the page renders
 * synchronously, which server rendering and hydration rely on: both load the matched pages first
 * (`loadPages`). A failed load is not retried by itself: the error screen offers a reload.
 */
export function lazyPage(importer: () => Promise<PageModule>): LazyPage {
  let module: PageModule | undefined;
  let pending: Promise<PageModule> | undefined;
  const load = () =>
    (pending ??= importer().then(
      (loaded) => (module = loaded),
      (error: unknown) => {
        throw new PageLoadError(error);
      },
    ));
  const Lazy = lazy(() => load().then((loaded) => ({ default: loaded.Component })));

  function LazyRoutePage() {
    // Chosen once per instance: switching from the lazy type to the loaded one would remount it.
    const [Component] = useState<ComponentType>(() => module?.Component ?? Lazy);
    return <Component />;
  }
  return { Component: LazyRoutePage, load };
}

/** A route table entry whose page is a chunk of its own (the page is kept in `handle`). */
export function lazyRoute(
  importer: () => Promise<PageModule>,
): Pick<RouteObject, 'Component' | 'handle'> {
  const page = lazyPage(importer);
  return { Component: page.Component, handle: page };
}

/** Loads the pages of the routes matching `pathname`: the modules, outermost first. */
export async function loadPages(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  const modules = await Promise.all(
    matches.map((match) => (match.route.handle as LazyPage | undefined)?.load()),
  );
  return matches.map((match, index) => ({ match, module: modules[index] }));
}
