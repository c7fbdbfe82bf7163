import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from '@/app/providers';
import { routes } from '@/app/router';
import { makeStore } from '@/app/store';
import { createI18n, detectLanguage } from '@/features/i18n';

function readStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const language = detectLanguage(window.location.search, readStorage());
document.documentElement.lang = language;
const store = makeStore();
const i18n = createI18n(language);
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
