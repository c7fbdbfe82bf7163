import { useCallback, useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@fabrion/shared';
import { LANGUAGE_STORAGE_KEY } from './i18n-instance';
import { ensureLanguage } from './load-translations';
import { isIslandsPage } from '@/islands/constants';

/** On an islands page the server renders the other language: the page is loaded in it. */
function loadPageIn(language: Language): void {
  const url = new URL(window.location.href);
  if (language === DEFAULT_LANGUAGE) url.searchParams.delete('lang');
  else url.searchParams.set('lang', language);
  window.location.assign(url.href);
}

/** The current language, and a setter that persists it and writes `<html lang>`. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const setLanguage = useCallback(
    (next: Language) => {
      try {
        window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
      } catch {
        // Storage can be unavailable (private mode); the choice then lasts for this page only.
      }
      if (isIslandsPage(document)) loadPageIn(next);
      else void ensureLanguage(i18n, next).then(() => i18n.changeLanguage(next));
    },
    [i18n],
  );

  return { language, setLanguage };
}
