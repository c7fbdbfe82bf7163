import { expect, type Locator } from '@playwright/test';
import { marqueeMotion } from './dom';

/**
 * Asserts that a logo strip's track moves by a CSS animation alone: one running `marquee-loop`
 * whose time advances, moving the track leftwards by one copy of the items (half the track) each
 * loop, at `pxPerSecond`, and no transform written by a script.
 */
export async function expectCssMarquee(track: Locator, pxPerSecond: number): Promise<void> {
  const first = await marqueeMotion(track);
  expect(first.animations).toEqual(['marquee-loop']);
  expect(first.playState).toBe('running');
  expect(first.inlineTransform).toBe('');
  // Seamless: a loop moves by exactly one copy, so the second copy ends where the first began.
  const loopPx = first.trackWidth / 2;
  expect(first.secondCopyLeft).toBeCloseTo(loopPx, 0);
  // The speed: one copy's width per loop (within half a px a second).
  expect(loopPx / (first.durationMs / 1000)).toBeCloseTo(pxPerSecond, 0);

  await expect
    .poll(async () => (await marqueeMotion(track)).currentTime)
    .toBeGreaterThan(first.currentTime);
  // Leftwards, as far as the loop's progress says (both read at the same frame).
  const later = await marqueeMotion(track);
  expect(later.translateX).toBeLessThan(0);
  expect(later.translateX).toBeCloseTo(-later.progress * loopPx, 0);
}
