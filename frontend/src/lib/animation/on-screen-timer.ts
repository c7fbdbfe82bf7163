/**
 * Called with how long the animation has run (time on screen since the page loaded); returns how
 * many milliseconds to wait before the next call (Infinity: no further call).
 */
export type TimedStep = (runningMs: number) => number;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Runs `step` on a timer, at the moments it asks for, once the page has loaded and while `target`
 * is on screen, the tab is visible and the visitor has not asked for reduced motion (followed as
 * it changes). For what changes a few times a second (a typed text) and CSS cannot animate: no
 * work in the frames between. Plain DOM, no React: the step mutates the page itself. Returns the
 * stop.
 */
export function runOnScreenTimer(target: Element, step: TimedStep): () => void {
  const motion = typeof matchMedia === 'function' ? matchMedia(REDUCED_MOTION) : null;
  let onScreen = typeof IntersectionObserver === 'undefined';
  // Animations wait for the page's load event, so they never compete with loading it.
  let loaded = document.readyState === 'complete';
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Time run in earlier stretches on screen, and when the current stretch began.
  let ranMs = 0;
  let since = 0;

  const tick = () => {
    const delay = step(ranMs + performance.now() - since);
    // A timer may fire a fraction of a millisecond early: the next call is at least 1 ms on.
    timer = Number.isFinite(delay) ? setTimeout(tick, Math.max(1, delay)) : undefined;
  };
  const update = () => {
    const run = loaded && onScreen && document.visibilityState !== 'hidden' && !motion?.matches;
    if (run && !running) {
      running = true;
      since = performance.now();
      tick();
    } else if (!run && running) {
      running = false;
      clearTimeout(timer);
      ranMs += performance.now() - since;
    }
  };

  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => {
          onScreen = entries.some((entry) => entry.isIntersecting);
          update();
        });
  const onLoad = () => {
    loaded = true;
    update();
  };
  observer?.observe(target);
  document.addEventListener('visibilitychange', update);
  window.addEventListener('load', onLoad);
  motion?.addEventListener('change', update);
  update();
  return () => {
    observer?.disconnect();
    document.removeEventListener('visibilitychange', update);
    window.removeEventListener('load', onLoad);
    motion?.removeEventListener('change', update);
    clearTimeout(timer);
  };
}
