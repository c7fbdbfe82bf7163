import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';

/** Scroll position per history entry (its location key), kept across reloads for the tab. */
const positions: Record<string, number> = readStored();

function readStored(): Record<string, number> {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function store(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or refused: back and forward still restore within this page's life.
  }
}

// Server rendering shares this module; there is no window there and nothing to restore.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Scroll like separate pages would: a new page starts at the top (or at the element its `#hash`
 * names), back and forward return to where the visitor was on that entry, also after a reload. A
 * replace that keeps the path (the language switch) leaves the page where it is.
 */
export function ScrollRestoration() {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef<string | null>(null);

  // The entry scroll events are recorded for: switched before the new page is scrolled, so the
  // previous entry keeps the position it was left at.
  const currentKey = useRef(key);

  useEffect(() => {
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      positions[currentKey.current] = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      window.history.scrollRestoration = before;
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', store);
    };
  }, []);

  useBrowserLayoutEffect(() => {
    currentKey.current = key;
    const samePath = previousPath.current === pathname;
    previousPath.current = pathname;
    if (navigationType === 'POP') {
      const saved = positions[key];
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    if (navigationType === 'REPLACE' && samePath) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // The location key alone says a navigation happened; the rest is read with it.
  }, [key]);

  return null;
}
