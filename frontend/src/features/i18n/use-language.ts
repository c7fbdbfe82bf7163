import { useCallback, useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { isLanguage, type Language } from '@fabrion/shared';
import { LANGUAGE_STORAGE_KEY } from './i18n-instance';
import { ensureLanguage } from './load-translations';

/** The current language, and a setter that persists it and writes `<html lang>`. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const setLanguage = useCallback(
    (next: Language) => {
      void ensureLanguage(i18n, next).then(() => i18n.changeLanguage(next));
      try {
        window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
      } catch {
        // Storage can be unavailable (private mode); the choice then lasts for this page only.
      }
    },
    [i18n],
  );

  return { language, setLanguage };
}
