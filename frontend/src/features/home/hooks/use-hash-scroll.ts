import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { HASH_SCROLL_DELAY_MS } from '../lib/home-data';

/** How long a section that is still loading (its code is a chunk of its own) is waited for. */
const SECTION_WAIT_MS = 5000;

/**
 * A URL hash scrolls to its section after 100 ms. Without one nothing is scrolled: a new page
 * starts at the top by itself (a page load, or `ScrollRestoration` in the app), and this runs when
 * its island is hydrated, which may be after the visitor has scrolled (a scroll to the top then
 * threw them back, and cut short a carousel's scroll their early click had started).
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    // A replace changes the address, not the page (the language in `?lang=`): no scrolling.
    if (navigationType === 'REPLACE') return;
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    let observer: MutationObserver | undefined;
    let giveUp: number | undefined;
    const timer = window.setTimeout(() => {
      const scroll = () => {
        const section = document.getElementById(id);
        section?.scrollIntoView({ block: 'start' });
        return section !== null;
      };
      if (scroll() || typeof MutationObserver === 'undefined') return;
      observer = new MutationObserver(() => {
        if (scroll()) observer?.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
      giveUp = window.setTimeout(() => observer?.disconnect(), SECTION_WAIT_MS);
    }, HASH_SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(giveUp);
      observer?.disconnect();
    };
  }, [hash, key, navigationType]);
}
