import { useEffect, useRef } from 'react';
import { languageAfterSignIn } from './detect-language';
import { useLanguage } from './use-language';

function readStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * After sign-in: a member whose browser has made no choice of its own gets the language kept on
 * the account (stored in the browser from then on, as the switch would).
 */
export function useAccountLanguage(account: string | undefined): void {
  const { language, setLanguage } = useLanguage();
  // Once per account value: a later switch is the member's own choice, kept as it is.
  const applied = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (account === undefined || applied.current === account) return;
    applied.current = account;
    const next = languageAfterSignIn(account, language, window.location.search, readStorage());
    if (next) setLanguage(next);
  }, [account, language, setLanguage]);
}
