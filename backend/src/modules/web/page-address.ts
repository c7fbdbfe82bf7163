import { LANGUAGES, parsePage } from '@fabrion/shared';

/**
 * The address a public page is rendered and cached under: its path with only the query parameters
 * a page reads (`lang` when it names a language, `page` when it names a page after the first), in
 * a fixed order. Tracking tags, cache-busting noise and invalid values all map to the page they
 * show, so no query string makes a render the cache would not have needed.
 */
export function pageAddress(url: string): string {
  const address = new URL(url, 'http://site.invalid');
  const params = new URLSearchParams();
  const lang = address.searchParams.get('lang');
  if (lang !== null && (LANGUAGES as readonly string[]).includes(lang)) params.set('lang', lang);
  const page = parsePage(address.searchParams.get('page'));
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${address.pathname}?${query}` : address.pathname;
}
