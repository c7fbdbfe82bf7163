import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
// MUI System's provider: what Material UI's own ThemeProvider hands a theme without CSS variables
// to, without the CSS-variables provider (colour-scheme storage and script) this site never uses:
// 3 KB gzip less in every page's first load.
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { I18nProvider, type I18n } from '@/lib/i18n';
import { Toaster } from '@/components/ui/toast';
import { Provider as ReduxProvider } from 'react-redux';
import { SiteProvider, type SiteSettings } from './site-context';
import type { AppStore } from './store';
import { theme } from './theme';

interface ProvidersProps {
  store: AppStore;
  i18n: I18n;
  /** Per-request style cache when server-rendering, the page's own one when hydrating. */
  emotionCache?: EmotionCache;
  site?: SiteSettings;
  children: ReactNode;
}

/** Store, translations and theme: shared by the browser entry and server rendering. */
export function Providers({ store, i18n, emotionCache, site, children }: ProvidersProps) {
  let tree = (
    <ReduxProvider store={store}>
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
          <Toaster />
        </ThemeProvider>
      </I18nProvider>
    </ReduxProvider>
  );
  if (site) tree = <SiteProvider value={site}>{tree}</SiteProvider>;
  return emotionCache ? <CacheProvider value={emotionCache}>{tree}</CacheProvider> : tree;
}
