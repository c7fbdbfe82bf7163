import { DEFAULT_LANGUAGE, LANGUAGES, type Language, parsePage } from '@fabrion/shared';

/** Query parameters that make a different page (kept in canonical URLs); `lang` is added apart. */
const MEANINGFUL_PARAMS = ['page'];

/**
 * A parameter's value as the canonical URL writes it, or null to leave it out: `page` as the
 * number the list shows (`02` is page 2), none for page 1 or a value that is not a page number
 * (the list then shows page 1 too).
 */
function canonicalValue(name: string, value: string): string | null {
  if (name !== 'page') return value;
  const page = parsePage(value);
  return page > 1 ? String(page) : null;
}

/**
 * The canonical address of a page in a language: English at the bare path, the others with
 * `?lang=`. Only meaningful parameters survive (tracking parameters and the like are dropped).
 */
export function canonicalUrl(
  publicUrl: string,
  pathname: string,
  search: string,
  language: Language,
): string {
  const params = new URLSearchParams();
  const current = new URLSearchParams(search);
  for (const name of MEANINGFUL_PARAMS) {
    const value = current.get(name);
    const canonical = value ? canonicalValue(name, value) : null;
    if (canonical) params.set(name, canonical);
  }
  if (language !== DEFAULT_LANGUAGE) params.set('lang', language);
  const query = params.toString();
  return `${publicUrl}${pathname}${query ? `?${query}` : ''}`;
}

/** `hreflang` alternates: one per language plus x-default (English). */
export function languageAlternates(
  publicUrl: string,
  pathname: string,
  search: string,
): Array<{ hrefLang: string; href: string }> {
  return [
    ...LANGUAGES.map((language) => ({
      hrefLang: language,
      href: canonicalUrl(publicUrl, pathname, search, language),
    })),
    {
      hrefLang: 'x-default',
      href: canonicalUrl(publicUrl, pathname, search, DEFAULT_LANGUAGE),
    },
  ];
}

/** An absolute URL for an image path (Open Graph wants absolute URLs). */
export function absoluteUrl(publicUrl: string, path: string): string {
  return /^https?:\/\//i.test(path)
    ? path
    : `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

export const OG_LOCALES: Record<Language, string> = { en: 'en_US', es: 'es_ES', de: 'de_DE' };
