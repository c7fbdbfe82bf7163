import { useCallback, useState } from 'react';

/**
 * Whether the page is scrolled more than `offset` pixels, without a scroll listener or a read of
 * the scroll position (a read right after a render forces the browser to lay the page out then and
 * there: the header's scroll check was one of the long tasks of a page load). Give the returned
 * ref to an invisible marker `offset` px tall at the very top of the page (`scrollMarkerSx`); an
 * IntersectionObserver reports when it leaves the viewport. False without IntersectionObserver.
 */
export function useScrolledPast(): [
  scrolled: boolean,
  markerRef: (marker: Element | null) => void,
] {
  const [scrolled, setScrolled] = useState(false);
  const markerRef = useCallback((marker: Element | null) => {
    if (!marker || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      // Several changes can arrive together (a quick scroll down and back): the last one holds.
      const latest = entries.at(-1);
      if (latest) setScrolled(!latest.isIntersecting);
    });
    observer.observe(marker);
    return () => observer.disconnect();
  }, []);
  return [scrolled, markerRef];
}

/** Styles of the marker for `useScrolledPast`: `offset` px tall at the top of the document. */
export function scrollMarkerSx(offset: number) {
  return {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '1px',
    height: `${offset}px`,
    pointerEvents: 'none',
    visibility: 'hidden',
  } as const;
}
