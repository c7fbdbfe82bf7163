import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from '@fabrion/shared';
import { createI18nInstance } from './i18n-instance';
import { resources } from './resources';

export { LANGUAGE_STORAGE_KEY } from './i18n-instance';

/**
 * A fresh i18next instance with every language: one per server-rendered request (over its own
 * copy of the translations, so no request can change what another one reads), one per test.
 * The browser loads only the languages it uses (`load-translations.ts`).
 */
export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  return createI18nInstance(language, structuredClone(resources));
}
