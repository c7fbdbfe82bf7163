import { LANGUAGES, type Language } from '@fabrion/shared';
import { parseLocalePath } from './namespaces';

// Every language and namespace, bundled: for server rendering and tests only (the browser loads
// them lazily, `load-translations.ts`).
const files = import.meta.glob<Record<string, unknown>>('./locales/**/*.json', {
  import: 'default',
  eager: true,
});

function byLanguage(): Record<Language, Record<string, Record<string, unknown>>> {
  const result = Object.fromEntries(LANGUAGES.map((language) => [language, {}])) as Record<
    Language,
    Record<string, Record<string, unknown>>
  >;
  for (const [path, bundle] of Object.entries(files)) {
    const { language, namespace } = parseLocalePath(path);
    if (language in result) result[language as Language][namespace] = bundle;
  }
  return result;
}

/**
 * Translations by language and namespace (`locales/<language>/<namespace>.json`). Every namespace
 * exists in every language, with the same keys (tested).
 */
export const resources = /* @__PURE__ */ byLanguage();
