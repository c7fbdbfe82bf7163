import { useEffect, useRef, type RefObject } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/** Called once per animation frame with the time since the previous frame (0 on the first). */
export type FrameCallback = (deltaMs: number) => void;

/**
 * Runs `onFrame` on every animation frame once the page has loaded, while the element is on
 * screen, the tab is visible and `active` is true; never under `prefers-reduced-motion: reduce`. The callback mutates the DOM
 * through refs: a frame never re-renders React.
 */
export function useFrameLoop(
  targetRef: RefObject<Element | null>,
  onFrame: FrameCallback,
  active = true,
): void {
  const reducedMotion = useReducedMotion();
  const callback = useRef(onFrame);
  useEffect(() => {
    callback.current = onFrame;
  }, [onFrame]);

  useEffect(() => {
    const target = targetRef.current;
    if (!active || reducedMotion || !target) return;
    let onScreen = typeof IntersectionObserver === 'undefined';
    // Animations wait for the page's load event, so they never compete with loading it.
    let loaded = document.readyState === 'complete';
    let frame = 0;
    let last: number | null = null;

    const tick = (now: number) => {
      callback.current(last === null ? 0 : now - last);
      last = now;
      frame = requestAnimationFrame(tick);
    };
    const update = () => {
      const run = loaded && onScreen && document.visibilityState !== 'hidden';
      if (run && frame === 0) {
        last = null;
        frame = requestAnimationFrame(tick);
      } else if (!run && frame !== 0) {
        cancelAnimationFrame(frame);
        frame = 0;
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
    update();
    return () => {
      observer?.disconnect();
      document.removeEventListener('visibilitychange', update);
      window.removeEventListener('load', onLoad);
      cancelAnimationFrame(frame);
      frame = 0;
    };
  }, [targetRef, active, reducedMotion]);
}
