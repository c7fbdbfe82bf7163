import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@fabrion/shared';

export const LANGUAGE_STORAGE_KEY = 'language';

/** Namespaces of translations by language; a browser tab holds only the languages it has used. */
export type Translations = Partial<Record<Language, Record<string, unknown>>>;

/**
 * A fresh i18next instance over the given translations (kept by reference: pass a copy when the
 * object is shared, as server rendering does for every request).
 */
export function createI18nInstance(language: Language, translations: Translations): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources: translations as Resource,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: Object.keys(translations[language] ?? translations[DEFAULT_LANGUAGE] ?? {}),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
