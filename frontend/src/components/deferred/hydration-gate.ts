/**
 * Counts server-rendered parts of the page whose hydration React has put off (see `deferred`),
 * so the app can tell when the whole page, not just its shell, is in React's hands.
 */
let pending = 0;
const waiting = new Set<() => void>();

/** One more deferred part waits for its code; returns the function that marks it hydrated. */
export function holdHydration(): () => void {
  pending += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    pending -= 1;
    if (pending === 0) for (const callback of [...waiting]) callback();
  };
}

/** Calls back once no deferred part is waiting (at once when none is); returns a cancel. */
export function whenHydrated(callback: () => void): () => void {
  if (pending === 0) {
    callback();
    return () => undefined;
  }
  const once = () => {
    waiting.delete(once);
    callback();
  };
  waiting.add(once);
  return () => waiting.delete(once);
}
