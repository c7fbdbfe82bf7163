/**
 * A plain script for a part of the server's HTML that needs a little behaviour and no React (a
 * typed headline, a date, a header that restyles on scroll): it reads what it needs from the
 * element (data attributes), works on the DOM directly, and returns its stop. Declared in
 * `@/islands/registry` (ENHANCERS) and named on the element by `data-enhance`.
 */
export type Enhancer = (element: HTMLElement) => () => void;

/** The attribute naming an element's enhancer (`ENHANCERS` in `@/islands/registry`). */
export const ENHANCE_ATTRIBUTE = 'data-enhance';

const running = new WeakMap<Element, () => void>();

/**
 * Runs `enhancer` on `element` unless it already runs there: on an islands page the boot script
 * starts it on the server's HTML, and a component of an island hydrated later asks again (its
 * effect). Returns the stop for whoever started it, a no-op for a later caller.
 */
export function enhance(element: HTMLElement, enhancer: Enhancer): () => void {
  if (running.has(element)) return () => undefined;
  const stop = enhancer(element);
  running.set(element, stop);
  return () => {
    running.delete(element);
    stop();
  };
}
