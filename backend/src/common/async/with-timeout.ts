/**
 * Races `promise` against a timer: settles as the promise does if it settles within `ms`,
 * otherwise with what `onTimeout` returns (or rejects with what it throws). The timer is cleared
 * as soon as the race is decided, so it never holds the process open; the losing promise is left
 * to settle on its own.
 */
export function withTimeout<T, U = never>(
  promise: Promise<T>,
  ms: number,
  onTimeout: () => U,
): Promise<T | U> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<U>((resolve, reject) => {
    timer = setTimeout(() => {
      try {
        resolve(onTimeout());
      } catch (error) {
        reject(error as Error);
      }
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
