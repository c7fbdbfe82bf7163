import type { i18n as I18n } from 'i18next';
import type { Language } from '@fabrion/shared';

// One lazy chunk per language and namespace: the first load carries no translations (a
// server-rendered page brings its language with it), a language switch fetches only that one.
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  import: 'default',
});

/** Every namespace of one language, fetched. */
export async function loadTranslations(language: Language): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    Object.entries(files)
      .filter(([path]) => path.startsWith(`./locales/${language}/`))
      .map(async ([path, load]) => [/([^/]+)\.json$/.exec(path)![1]!, await load()] as const),
  );
  return Object.fromEntries(entries);
}

/** Makes sure an instance holds a language before switching to it. */
export async function ensureLanguage(i18n: I18n, language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'common')) return;
  const namespaces = await loadTranslations(language);
  for (const [namespace, bundle] of Object.entries(namespaces)) {
    i18n.addResourceBundle(language, namespace, bundle, true, false);
  }
}
