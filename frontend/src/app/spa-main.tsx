import { startTransition, StrictMode, useEffect } from 'react';
import type { Language } from '@fabrion/shared';
import type { I18n } from '@/lib/i18n';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from '@/app/app-routes';
import { createBrowserEmotionCache } from '@/app/emotion-cache';
import { loadPages } from '@/app/lazy-page';
import { whenHydrated } from '@/components/deferred';
import { Providers } from '@/app/providers';
import { routes } from '@/app/router';
import { readSsrData } from '@/app/ssr-data';
import { makeStore } from '@/app/store';
import { detectLanguage } from '@/features/i18n/detect-language';
import { createI18nInstance } from '@/features/i18n/i18n-instance';
import { ensureLanguage, loadTranslations } from '@/features/i18n/load-translations';
// Page namespaces (long texts of single pages) are fetched when a page needs them.
import '@/features/i18n/page-namespace-loader';

function readStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * After the first commit (its effect runs after the page's): marks the document as owned by React
 * once its deferred parts are hydrated too (`data-hydrated`, which the e2e tests wait for), then
 * switches to the visitor's own language.
 */
function PreferredLanguage({ i18n, language }: { i18n: I18n; language: Language }) {
  useEffect(
    () =>
      whenHydrated(() => {
        document.documentElement.dataset.hydrated = 'true';
      }),
    [],
  );
  // Only once the whole page is hydrated: a language change reaching a part React has not
  // hydrated yet would meet the server's text in the other language (a hydration mismatch).
  useEffect(
    () =>
      whenHydrated(() => {
        if (i18n.language !== language) {
          void ensureLanguage(i18n, language).then(() => i18n.changeLanguage(language));
        }
      }),
    [i18n, language],
  );
  return null;
}

async function start(): Promise<void> {
  const ssr = readSsrData(document);
  const preferred = detectLanguage(window.location.search, readStorage());
  // A server-rendered page hydrates in the language it was rendered in; a stored preference
  // different from it is applied right after.
  const language = ssr?.language ?? preferred;
  document.documentElement.lang = language;
  // The content the server fetched for this page: hydration reads it instead of refetching.
  const store = makeStore(ssr?.state);
  const i18n = createI18nInstance(language, {
    [language]: ssr?.translations ?? (await loadTranslations(language)),
  });
  const site = { publicUrl: ssr?.publicUrl ?? window.location.origin };
  // The server-rendered page's code is loaded first: hydration renders it at once, as it is.
  if (ssr) await loadPages(routes, window.location.pathname);

  const app = (
    <StrictMode>
      <Providers store={store} i18n={i18n} emotionCache={createBrowserEmotionCache()} site={site}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <PreferredLanguage i18n={i18n} language={preferred} />
      </Providers>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  if (ssr) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // blocking the main thread for the whole page (the page is already painted meanwhile).
    startTransition(() => {
      hydrateRoot(container, app, {
        // Said plainly (production React only gives an error number): the e2e tests watch for it.
        onRecoverableError: (error) => console.error('Hydration mismatch:', error),
      });
    });
  } else {
    createRoot(container).render(app);
  }
}

/** The single-page app (member pages, and public pages not rendered by the server). */
export function startApp(): void {
  // A task of its own, apart from evaluating the modules: the browser gets a turn in between.
  setTimeout(() => void start(), 0);
}
