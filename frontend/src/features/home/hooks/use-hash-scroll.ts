import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { scrollToSectionSoon } from '../lib/hash-scroll';

/**
 * In a page React renders in the browser: a URL hash scrolls to its section after 100 ms, also on
 * a navigation within the page. Without one nothing is scrolled: a new page starts at the top by
 * itself (`ScrollRestoration` in the app). On the server-rendered home page the same is a plain
 * script (`scrollToHash`).
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    // A replace changes the address, not the page (the language in `?lang=`): no scrolling.
    if (navigationType === 'REPLACE') return;
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    return id ? scrollToSectionSoon(id) : undefined;
  }, [hash, key, navigationType]);
}
