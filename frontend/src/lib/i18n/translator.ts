import { interpolate } from './interpolate';

/** Namespaces (each a locale file's JSON, i18next format) by language. */
export type Resources = { [language: string]: Record<string, unknown> | undefined };

export interface TOptions {
  /** Another namespace than the one `t` is bound to. */
  ns?: string;
  /** Chooses the plural form (`key_one`, `key_other`…) and is a value like any other. */
  count?: number;
  defaultValue?: string;
  /** Gives arrays and objects as stored (shared: read-only). */
  returnObjects?: boolean;
  /** Values for `{{name}}`. */
  [name: string]: unknown;
}

export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

export interface I18n {
  readonly language: string;
  /** Resolves at once: the language's namespaces must be added first. */
  changeLanguage(language: string): Promise<void>;
  hasResourceBundle(language: string, namespace: string): boolean;
  /** `deep` merges into the namespace held, keeping held texts unless `overwrite`. */
  addResourceBundle(
    language: string,
    namespace: string,
    bundle: Record<string, unknown>,
    deep?: boolean,
    overwrite?: boolean,
  ): void;
  /** The namespaces held in a language. */
  namespacesOf(language: string): string[];
  /** Every namespace a `t` of this instance was bound to or asked for (server rendering sends those). */
  usedNamespaces(): string[];
  /** The same function for the same language and namespace, so effects can depend on it. */
  getFixedT(language: string, namespace?: string): TFunction;
  /** Calls the listener after each language change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/** i18next's `deep` merge, without changing either side (stored objects are handed out). */
function merge(held: Tree, added: Tree, overwrite?: boolean): Tree {
  const result = { ...held };
  for (const key in added) {
    const [a, b] = [held[key], added[key]];
    result[key] = !Object.hasOwn(held, key)
      ? b
      : isTree(a) && isTree(b)
        ? merge(a, b, overwrite)
        : overwrite
          ? b
          : a;
  }
  return result;
}

/**
 * The subset of i18next this site uses, over the same resources (kept by reference: bundles are
 * added to them, never changed). Lookups go through the language, then the fallback language.
 */
export function createTranslator({
  language,
  resources,
  fallbackLanguage = 'en',
  defaultNamespace = 'common',
}: {
  language: string;
  resources: Resources;
  fallbackLanguage?: string;
  defaultNamespace?: string;
}): I18n {
  const used = new Set<string>();
  const listeners = new Set<() => void>();
  const fixed = new Map<string, TFunction>();

  const find = (path: string[]) =>
    path.reduce<unknown>(
      (node, part) => (isTree(node) && Object.hasOwn(node, part) ? node[part] : undefined),
      resources,
    );

  function translate(lng: string, ns: string, key: string, options: TOptions): unknown {
    used.add(ns);
    const { count } = options;
    let value: unknown;
    for (const code of lng === fallbackLanguage ? [lng] : [lng, fallbackLanguage]) {
      // As i18next: `_zero` first for a count of 0 (in every language), then the language's form.
      const keys =
        typeof count === 'number'
          ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralOf(code, count)}`, key]
          : [key];
      for (const candidate of keys) {
        value = find([code, ns, ...candidate.split('.')]);
        if (value != null) break;
      }
      if (value != null) break;
    }
    value ??= options.defaultValue ?? key;
    if (isTree(value)) return options.returnObjects ? value : key;
    return typeof value === 'string' ? interpolate(value, options) : value;
  }

  const i18n: I18n = {
    language,
    changeLanguage(next) {
      if (next !== i18n.language) {
        (i18n as { language: string }).language = next;
        listeners.forEach((listener) => listener());
      }
      return Promise.resolve();
    },
    hasResourceBundle: (lng, ns) => find([lng, ns]) !== undefined,
    addResourceBundle(lng, ns, bundle, deep, overwrite) {
      const namespaces = (resources[lng] ??= {});
      const held = namespaces[ns];
      namespaces[ns] = !isTree(held)
        ? bundle
        : deep
          ? merge(held, bundle, overwrite)
          : { ...held, ...bundle };
    },
    namespacesOf: (lng) => Object.keys(resources[lng] ?? {}),
    usedNamespaces: () => [...used],
    getFixedT(lng, ns = defaultNamespace) {
      used.add(ns);
      const id = `${lng}\n${ns}`;
      let t = fixed.get(id);
      if (!t) {
        t = ((key: string, options: TOptions = {}) =>
          translate(lng, options.ns ?? ns, key, options)) as TFunction;
        fixed.set(id, t);
      }
      return t;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return i18n;
}
