/** The display rate the spec's speeds ("px per frame") are counted at. */
export const FRAMES_PER_SECOND = 60;

/**
 * How long a marquee takes to move one copy of its items by, as a CSS time: the items' widths
 * and a gap after each, at `pxPerFrame` px each frame of a 60 Hz display. Known from the data at
 * render time, so the server's HTML carries it and nothing is measured in the browser.
 */
export function marqueeLoopDuration(
  itemWidths: readonly number[],
  gapPx: number,
  pxPerFrame: number,
): string {
  const loopPx = itemWidths.reduce((sum, width) => sum + width + gapPx, 0);
  return `${Math.round((loopPx / (pxPerFrame * FRAMES_PER_SECOND)) * 1000)}ms`;
}
