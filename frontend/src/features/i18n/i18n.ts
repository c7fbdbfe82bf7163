import type { I18n } from '@/lib/i18n';
import { DEFAULT_LANGUAGE, type Language } from '@fabrion/shared';
import { createI18nInstance } from './i18n-instance';
import { resources } from './resources';

export { LANGUAGE_STORAGE_KEY } from './i18n-instance';

/**
 * A fresh translations instance with every language: one per server-rendered request, one per
 * test. Each gets its own namespace tables, so a bundle added in one request is not seen by
 * another; the texts themselves are shared, since the translator never changes a bundle. The
 * browser loads only the languages it uses (`load-translations.ts`).
 */
export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  const tables = Object.fromEntries(
    Object.entries(resources).map(([code, namespaces]) => [code, { ...namespaces }]),
  );
  return createI18nInstance(language, tables);
}
