import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@fabrion/shared';
import { LANGUAGE_STORAGE_KEY } from './i18n-instance';

/** The language of a browser visit: `?lang=` first, then the stored choice, then English. */
export function detectLanguage(search: string, storage: Pick<Storage, 'getItem'> | null): Language {
  const fromUrl = new URLSearchParams(search).get('lang');
  if (isLanguage(fromUrl)) return fromUrl;
  const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * The language to take from the member's account after sign-in: the account's, unless the
 * browser has its own explicit choice (`?lang=` or a stored one) or is already in it; else null.
 */
export function languageAfterSignIn(
  account: unknown,
  current: string,
  search: string,
  storage: Pick<Storage, 'getItem'> | null,
): Language | null {
  if (!isLanguage(account) || account === current) return null;
  if (isLanguage(new URLSearchParams(search).get('lang'))) return null;
  return isLanguage(storage?.getItem(LANGUAGE_STORAGE_KEY)) ? null : account;
}
