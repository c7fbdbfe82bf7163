import type { I18n } from '@/lib/i18n';
import type { Language } from '@fabrion/shared';
import { isPageNamespace, pageNamespaces } from './namespaces';

// One lazy chunk per language with its common namespaces: the first load carries no
// translations (a server-rendered page brings its language with it).
const bundles = import.meta.glob<{ default: Record<string, Record<string, unknown>> }>('./*.ts', {
  base: './bundles/common',
});

/** Every common namespace of one language, fetched. */
export async function loadTranslations(
  language: Language,
): Promise<Record<string, Record<string, unknown>>> {
  return (await bundles[`./${language}.ts`]!()).default;
}

/**
 * Makes sure an instance holds a language before switching to it: its common namespaces, and the
 * page namespaces it holds in the current language (the page on screen and pages visited), so
 * the switch shows the whole page in the new language at once.
 */
export async function ensureLanguage(i18n: I18n, language: Language): Promise<void> {
  const held = i18n
    .namespacesOf(i18n.language)
    .filter(
      (namespace) => isPageNamespace(namespace) && !i18n.hasResourceBundle(language, namespace),
    );
  const [common] = await Promise.all([
    i18n.hasResourceBundle(language, 'common') ? null : loadTranslations(language),
    ...held.map(async (namespace) =>
      i18n.addResourceBundle(language, namespace, await pageNamespaces.read!(language, namespace)),
    ),
  ]);
  for (const [namespace, bundle] of Object.entries(common ?? {})) {
    i18n.addResourceBundle(language, namespace, bundle, true, false);
  }
}
