import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@fabrion/shared';
import { resources } from './resources';

export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * A fresh i18next instance: one per browser tab, one per server-rendered request (which passes
 * its own copy of the translations, so no request can change what another one reads).
 */
export function createI18n(
  language: Language = DEFAULT_LANGUAGE,
  translations: typeof resources = resources,
): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources: translations,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: Object.keys(resources[DEFAULT_LANGUAGE]),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
