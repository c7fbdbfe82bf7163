import type { Enhancer } from './enhance';

/**
 * Whether the page is scrolled past the marker, as `data-scrolled="true"`/`"false"` on the element
 * its `data-scroll-target` names (styled by CSS on that attribute), without a scroll listener or a
 * read of the scroll position (a read right after a render forces the browser to lay the page out
 * then and there: the header's scroll check was one of the long tasks of a page load). The marker
 * is an invisible element `offset` px tall at the very top of the page (`scrollMarkerSx`); an
 * IntersectionObserver reports when it leaves the viewport. Plain DOM: it runs before and without
 * the header's hydration. Nothing without IntersectionObserver.
 */
export const watchScrolledPast: Enhancer = (marker) => {
  const target = document.getElementById(marker.dataset.scrollTarget ?? '');
  if (!target || typeof IntersectionObserver === 'undefined') return () => undefined;
  const observer = new IntersectionObserver((entries) => {
    // Several changes can arrive together (a quick scroll down and back): the last one holds.
    const latest = entries.at(-1);
    if (latest) target.dataset.scrolled = String(!latest.isIntersecting);
  });
  observer.observe(marker);
  return () => observer.disconnect();
};

/** Styles of the marker for `watchScrolledPast`: `offset` px tall at the top of the document. */
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
