import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@fabrion/shared';
import { LANGUAGE_STORAGE_KEY } from './i18n-instance';

/**
 * The language of a browser visit: `?lang=` first, then the stored choice, then English. A
 * language the address names is stored as the visitor's choice: the site's own links do not carry
 * `?lang=`, so a page reached from a German search result stays German after a reload too.
 */
export function detectLanguage(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
): Language {
  const fromUrl = new URLSearchParams(search).get('lang');
  if (isLanguage(fromUrl)) {
    try {
      storage?.setItem(LANGUAGE_STORAGE_KEY, fromUrl);
    } catch {
      // Storage can be full or refused; the language still holds for this page.
    }
    return fromUrl;
  }
  const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}
