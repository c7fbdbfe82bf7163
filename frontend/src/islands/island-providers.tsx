import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { Router, type Navigator } from 'react-router';
import { SiteProvider, type SiteSettings } from '@/app/site-context';
import type { AppStore } from '@/app/store';
import { theme } from '@/app/theme';
import { I18nProvider, type I18n } from '@/lib/i18n';

export interface IslandContext {
  store: AppStore;
  i18n: I18n;
  emotionCache: EmotionCache;
  site: SiteSettings;
  /** The page's address (path and query). */
  location: string;
  /** How the island's links and `navigate` go elsewhere (full page loads in the browser). */
  navigator: Navigator;
}

/**
 * What every island renders in, on the server and in the browser alike (the same tree, so
 * hydration matches): the page's store, translations, style cache and theme, and a router at the
 * page's address whose navigation loads pages (the page is the server's, not a router's). No
 * CssBaseline (the page has its global styles) and no toaster (the page has one, `boot.ts`).
 */
export function IslandProviders({
  context,
  children,
}: {
  context: IslandContext;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={context.emotionCache}>
      <SiteProvider value={context.site}>
        <ReduxProvider store={context.store}>
          <I18nProvider i18n={context.i18n}>
            <ThemeProvider theme={theme}>
              <Router location={context.location} navigator={context.navigator}>
                {children}
              </Router>
            </ThemeProvider>
          </I18nProvider>
        </ReduxProvider>
      </SiteProvider>
    </CacheProvider>
  );
}

/** On the server nothing navigates. */
export const serverNavigator: Navigator = {
  createHref: (to) =>
    typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`,
  push: () => undefined,
  replace: () => undefined,
  go: () => undefined,
};
