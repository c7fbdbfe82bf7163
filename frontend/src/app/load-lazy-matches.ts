import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy route modules of the current address before hydrating, so the first render in
 * the browser is the page the server rendered (not an empty placeholder).
 */
export async function loadLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}
