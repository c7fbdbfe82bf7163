import type { Enhancer } from '@/lib/dom/enhance';
import { HASH_SCROLL_DELAY_MS } from './home-data';

/** How long a section that is still loading (its code is a chunk of its own) is waited for. */
const SECTION_WAIT_MS = 5000;

/**
 * Scrolls to the section `id` after 100 ms, waiting up to 5 s for it to appear (a page rendered in
 * the browser may still be loading it); returns the cancel.
 */
export function scrollToSectionSoon(id: string): () => void {
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
}

/**
 * The server-rendered home page scrolled to the section its address's `#hash` names. Without one
 * nothing is scrolled: a page load starts at the top by itself.
 */
export const scrollToHash: Enhancer = () => {
  const id = decodeURIComponent(window.location.hash.replace(/^#/, ''));
  return id ? scrollToSectionSoon(id) : () => undefined;
};
