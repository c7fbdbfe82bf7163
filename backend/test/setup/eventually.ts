import { isDeepStrictEqual } from 'node:util';

/** Polls `read` until it returns `expected` (deep equality) or the time is up; returns the last value. */
export async function eventually<T>(
  read: () => Promise<T>,
  expected: T,
  timeoutMs = 3000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!isDeepStrictEqual(value, expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}
