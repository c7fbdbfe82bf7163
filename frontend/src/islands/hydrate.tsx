import { type ComponentType, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserEmotionCache } from '@/app/emotion-cache';
import { readSsrData } from '@/app/ssr-data';
import { makeStore } from '@/app/store';
import { whenHydrated } from '@/components/deferred';
import { Toaster } from '@/components/ui/toast';
import { createI18nInstance } from '@/features/i18n/i18n-instance';
import { IslandProviders, type IslandContext } from './island-providers';
import { pageLoadNavigator } from './page-navigation';
import { isIslandName, ISLANDS } from './registry';

/** What every island of the page shares: one store, one translator, one style cache. */
function createContext(): IslandContext {
  const ssr = readSsrData(document)!;
  return {
    store: makeStore(ssr.state),
    i18n: createI18nInstance(ssr.language, { [ssr.language]: ssr.translations }),
    emotionCache: createBrowserEmotionCache(),
    site: { publicUrl: ssr.publicUrl },
    location: `${window.location.pathname}${window.location.search}${window.location.hash}`,
    navigator: pageLoadNavigator(ssr.language),
  };
}

let shared: IslandContext | undefined;

function context(): IslandContext {
  if (shared) return shared;
  shared = createContext();
  // The page's toasts (any island may raise one): a root of its own, nothing until there is one.
  const toasts = document.createElement('div');
  document.body.appendChild(toasts);
  createRoot(toasts).render(
    <IslandProviders context={shared}>
      <Toaster />
    </IslandProviders>,
  );
  return shared;
}

function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * Hydrates the server's markup of one island as a root of its own; resolves once it is hydrated,
 * the deferred parts inside it included (a click replayed then reaches their handlers).
 */
export async function hydrateIsland(element: Element, name: string, props: object): Promise<void> {
  if (!isIslandName(name)) throw new Error(`No island named ${name}`);
  const Component = (await ISLANDS[name]()) as ComponentType<object>;
  await new Promise<void>((resolve) => {
    // As a transition, hydration yields to the browser every few milliseconds (measured: 60-110 ms
    // tasks per island on the home page without it, at 4x CPU).
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandProviders context={context()}>
          <Component {...props} />
          <Committed onCommit={() => whenHydrated(resolve)} />
        </IslandProviders>,
        // Said plainly (production React only gives an error number): the e2e tests watch for it.
        { onRecoverableError: (error) => console.error('Hydration mismatch:', error) },
      );
    });
  });
}
