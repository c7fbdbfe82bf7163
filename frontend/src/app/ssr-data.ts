import type { Language } from '@fabrion/shared';
import type { RootState } from './store';

/** The id of the `<script type="application/json">` that carries the server's data to the browser. */
export const SSR_DATA_ID = 'ssr-data';

/** What a server-rendered page hands to the browser so it can hydrate without refetching. */
export interface SsrData {
  /** The store's content cache after the route's prefetch. */
  state: Pick<RootState, 'content'>;
  language: Language;
  /**
   * The namespaces of that language the page needs (the browser bundle carries no translations):
   * the common ones and the page namespaces it used.
   */
  translations: Record<string, unknown>;
  publicUrl: string;
}

/**
 * JSON safe inside a `<script>` element: `<` is escaped so no `</script>` or `<!--` can end or
 * change it, and U+2028/U+2029 for old parsers.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readSsrData(doc: Document): SsrData | null {
  const element = doc.getElementById(SSR_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrData;
  } catch {
    return null;
  }
}
