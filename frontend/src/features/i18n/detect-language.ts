import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@fabrion/shared';
import { LANGUAGE_STORAGE_KEY } from './i18n-instance';

/** The language of a browser visit: `?lang=` first, then the stored choice, then English. */
export function detectLanguage(search: string, storage: Pick<Storage, 'getItem'> | null): Language {
  const fromUrl = new URLSearchParams(search).get('lang');
  if (isLanguage(fromUrl)) return fromUrl;
  const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}
