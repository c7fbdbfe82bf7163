import { Suspense } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { AppErrorBoundary } from '@/components/errors/app-error-boundary';
import { routes } from './router';

/**
 * The page for the current address, in the browser and on the server alike. A page whose chunk is
 * still loading shows nothing on a first client-side render; on navigations the router's
 * transition keeps the previous page up meanwhile. An error (a chunk that failed to load, a
 * render error) shows the error screen until the visitor retries or goes to another page.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  return (
    <AppErrorBoundary resetKey={pathname}>
      <Suspense fallback={null}>{page}</Suspense>
    </AppErrorBoundary>
  );
}
