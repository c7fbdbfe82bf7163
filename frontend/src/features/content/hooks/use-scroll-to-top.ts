import { useEffect } from 'react';
import { useNavigationType } from 'react-router';

/**
 * Scrolls to the top when a page is opened for `key` (a link, a typed address), but not when the
 * visitor comes back through history, where the browser's scroll position is restored instead.
 */
export function useScrollToTop(key: string | undefined) {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key, navigationType]);
}
