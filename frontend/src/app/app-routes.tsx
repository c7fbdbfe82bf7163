import { useLocation, useRoutes } from 'react-router';
import { AppErrorBoundary } from '@/components/errors/app-error-boundary';
import { routes } from './router';

/**
 * The page for the current address, in the browser and on the server alike. No Suspense boundary
 * here: React hydrates what is inside one in a later pass, and the page must hydrate with the
 * shell (its code is loaded before hydrating). A page whose chunk is still loading suspends the
 * render: a first client-side render shows nothing meanwhile, a navigation (a transition) keeps
 * the previous page up. An error (a chunk that failed to load, a render error) shows the error
 * screen until the visitor retries or goes to another page.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  return <AppErrorBoundary resetKey={pathname}>{page}</AppErrorBoundary>;
}
