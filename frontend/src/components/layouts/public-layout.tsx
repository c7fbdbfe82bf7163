import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router';
import { LanguageInUrl } from '@/features/i18n';
import { AppErrorBoundary } from '../errors/app-error-boundary';
import { deferred } from '../deferred';
import { ScrollRestoration } from './scroll-restoration';
import { island } from '@/islands/island';

/** Below every page: hydrated on its own once its chunk arrives (see `deferred`). */
/** The header (menus, language, section links): an island. */
const SiteHeader = island('site-header');

const SiteFooter = deferred(() => import('./site-footer').then((m) => m.SiteFooter));

/** Header, page, footer: the frame of every public page. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SiteHeader />
      <Box component="main" id="main" sx={{ flexGrow: 1, pt: '64px' }}>
        <AppErrorBoundary resetKey={pathname}>
          <Outlet />
        </AppErrorBoundary>
      </Box>
      <SiteFooter />
      <ScrollRestoration />
      <LanguageInUrl />
    </Box>
  );
}
