import { DEFAULT_LANGUAGE, type Language } from '@fabrion/shared';
import { createTranslator, type I18n } from '@/lib/i18n';

export const LANGUAGE_STORAGE_KEY = 'language';

/** Namespaces of translations by language; a browser tab holds only the languages it has used. */
export type Translations = Partial<Record<Language, Record<string, unknown>>>;

/**
 * A fresh translations instance over the given translations (kept by reference: pass a copy when
 * the object is shared, as server rendering does for every request).
 */
export function createI18nInstance(language: Language, translations: Translations): I18n {
  return createTranslator({
    language,
    resources: translations,
    fallbackLanguage: DEFAULT_LANGUAGE,
    defaultNamespace: 'common',
  });
}
