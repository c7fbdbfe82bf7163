import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { I18n, TFunction } from './translator';

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/**
 * `t` bound to a namespace (`common` by default) in the current language, and the instance; the
 * component renders again when the language changes.
 */
export function useTranslation(namespace?: string): { t: TFunction; i18n: I18n } {
  const i18n = use(I18nContext);
  if (!i18n) throw new Error('useTranslation: no I18nProvider above');
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  return { t: i18n.getFixedT(language, namespace), i18n };
}
