import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '@/components/ui/toast';
import { Provider as ReduxProvider } from 'react-redux';
import type { AppStore } from './store';
import { theme } from './theme';

interface ProvidersProps {
  store: AppStore;
  i18n: I18n;
  children: ReactNode;
}

/** Store, translations and theme: shared by the browser entry and server rendering. */
export function Providers({ store, i18n, children }: ProvidersProps) {
  return (
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
          <Toaster />
        </ThemeProvider>
      </I18nextProvider>
    </ReduxProvider>
  );
}
