/** How many times a smooth scroll is corrected after it ends. */
const MAX_CORRECTIONS = 3;
/** Without `scrollend` (older Safari), how long a smooth scroll is given before it is checked. */
const SCROLL_END_FALLBACK_MS = 1000;
/** With `scrollend`: when to stop listening if it never comes (nothing moved). */
const SCROLL_END_WAIT_MS = 3000;
const USER_SCROLL = ['wheel', 'touchstart', 'keydown'] as const;

/** Where `target` is against where `scrollIntoView({ block: 'start' })` puts it (0: there). */
function offsetFromStart(target: HTMLElement): number {
  const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  return target.getBoundingClientRect().top - margin;
}

/** Whether the page can still scroll towards a target `offset` px away. */
function canScrollTowards(offset: number): boolean {
  const root = document.scrollingElement ?? document.documentElement;
  return offset > 0
    ? window.scrollY + window.innerHeight < root.scrollHeight - 1
    : window.scrollY > 0;
}

/**
 * Smoothly scrolls a section to the top of the viewport, and again when the scroll has ended
 * somewhere else. The home page's sections skip rendering until they near the viewport
 * (`content-visibility: auto`), so a smooth scroll aims with their estimated heights and the
 * sections it passes then take their real ones (on a phone, the industries grid is twice its
 * estimate: "How We Work" landed in the middle of it). Stops as soon as the visitor scrolls.
 */
export function scrollToSection(target: HTMLElement): void {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  let corrections = MAX_CORRECTIONS;
  let timer: number | undefined;
  const stop = () => {
    window.clearTimeout(timer);
    window.removeEventListener('scrollend', settle);
    for (const type of USER_SCROLL) window.removeEventListener(type, stop);
  };
  function settle() {
    stop();
    const offset = offsetFromStart(target);
    if (Math.abs(offset) <= 1 || corrections === 0 || !canScrollTowards(offset)) return;
    corrections -= 1;
    go();
  }
  function go() {
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    if (window.onscrollend !== undefined) {
      window.addEventListener('scrollend', settle);
      timer = window.setTimeout(stop, SCROLL_END_WAIT_MS);
    } else {
      timer = window.setTimeout(settle, SCROLL_END_FALLBACK_MS);
    }
    for (const type of USER_SCROLL) window.addEventListener(type, stop, { passive: true });
  }
  const offset = offsetFromStart(target);
  if (Math.abs(offset) > 1 && canScrollTowards(offset)) go();
}
