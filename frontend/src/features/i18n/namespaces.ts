import type { Language } from '@fabrion/shared';

/**
 * Where a namespace lives: `locales/<language>/<namespace>.json`. Namespaces in a folder
 * (`service-cards/strategy`, `legal-texts/terms`) are page namespaces: the long texts of one page,
 * loaded only for the page that shows them (and carried by its server-rendered HTML only). The
 * others are loaded with the language.
 */
export function isPageNamespace(namespace: string): boolean {
  return namespace.includes('/');
}

const LOCALE_FILE = /(?:^|\/)locales\/([^/]+)\/(.+)\.json$/;

/** Language and namespace of a locale file path (`../locales/de/legal-texts/terms.json`). */
export function parseLocalePath(path: string): { language: string; namespace: string } {
  const match = LOCALE_FILE.exec(path);
  if (!match) throw new Error(`Not a locale file: ${path}`);
  return { language: match[1]!, namespace: match[2]! };
}

/** Locale files as `import.meta.glob` gives them (by path), keyed by namespace instead. */
export function byNamespace(
  files: Record<string, Record<string, unknown>>,
): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(files).map(([path, bundle]) => [parseLocalePath(path).namespace, bundle]),
  );
}

/**
 * Reads one page namespace of a language: the same promise for the same file every time. Set by
 * `page-namespace-loader.ts`, which the browser entry imports (pages reach it only through here:
 * a page chunk that imported a module with dynamic imports would split Vite's preload helper out
 * of the entry chunk). A page that needs a namespace suspends on it, and fills the instance when
 * rendering resumes:
 *
 *   const { t, i18n } = useTranslation(namespace);
 *   const language = i18n.language as Language;
 *   if (!i18n.hasResourceBundle(language, namespace))
 *     i18n.addResourceBundle(language, namespace, use(pageNamespaces.read!(language, namespace)));
 *
 * (Idempotent, and nothing listens to the store.) Server rendering and a hydrating page already
 * hold it; after a client-side navigation (a transition) the previous page stays on screen
 * meanwhile. Public pages keep those lines themselves: a hook shared with them would be bundled
 * into the entry chunk, which every page loads. Member pages share `useNamespaceText`
 * (`use-namespace-text.ts`), which only lazy member chunks import.
 */
export const pageNamespaces: {
  read?: (language: Language, namespace: string) => Promise<Record<string, unknown>>;
} = {};
