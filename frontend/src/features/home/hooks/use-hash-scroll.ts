import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { HASH_SCROLL_DELAY_MS } from '../lib/home-data';

/** A URL hash scrolls to its section after 100 ms; without one the page starts at the top. */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) {
      window.scrollTo(0, 0);
      return;
    }
    const timer = window.setTimeout(() => {
      document.getElementById(id)?.scrollIntoView({ block: 'start' });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash, key]);
}
