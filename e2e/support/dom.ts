import { expect, type Locator, type Page, type Response } from '@playwright/test';

// The e2e package compiles without the DOM library; the few browser APIs used in page functions
// are typed here by hand.
interface Styled {
  parentElement: unknown;
  scrollLeft: number;
}
interface BrowserGlobals {
  getComputedStyle(element: unknown): {
    transform: string;
    animationName: string;
    animationPlayState: string;
  };
  DOMMatrix: new (transform: string) => { m41: number };
  scrollY: number;
  localStorage: { getItem(key: string): string | null };
}

/** What a marquee track's CSS animation is doing, read in one go (one frame's time). */
export interface MarqueeMotion {
  /** `animation-name` of each animation running on the track (none under reduced motion). */
  animations: string[];
  playState: string | null;
  /** The animation's time, in ms (it advances while it runs). */
  currentTime: number;
  /** How far into the current loop it is, 0–1. */
  progress: number;
  /** One loop's duration, in ms. */
  durationMs: number;
  /** The track's horizontal offset now (computed transform), in px. */
  translateX: number;
  trackWidth: number;
  /** Where the second copy of the items starts in the track, in px. */
  secondCopyLeft: number;
  /** A transform written on the track's style attribute (by a script): none expected. */
  inlineTransform: string;
  /** The track's computed `animation-play-state`. */
  cssPlayState: string;
}

interface AnimatedTrack {
  getAnimations(): Array<{
    animationName: string;
    playState: string;
    currentTime: number | null;
    effect: { getComputedTiming(): { progress: number | null; duration: number } } | null;
  }>;
  getBoundingClientRect(): { width: number };
  children: ArrayLike<{ offsetLeft: number }>;
  style: { transform: string };
}

export function marqueeMotion(track: Locator): Promise<MarqueeMotion> {
  return track.evaluate((element) => {
    const g = globalThis as unknown as BrowserGlobals;
    const el = element as unknown as AnimatedTrack;
    const animations = el.getAnimations();
    const timing = animations[0]?.effect?.getComputedTiming();
    const style = g.getComputedStyle(element);
    return {
      animations: animations.map((animation) => animation.animationName),
      playState: animations[0]?.playState ?? null,
      currentTime: Number(animations[0]?.currentTime ?? 0),
      progress: timing?.progress ?? 0,
      durationMs: Number(timing?.duration ?? 0),
      translateX: new g.DOMMatrix(style.transform).m41,
      trackWidth: el.getBoundingClientRect().width,
      secondCopyLeft: el.children[1]?.offsetLeft ?? 0,
      inlineTransform: el.style.transform,
      cssPlayState: style.animationPlayState,
    };
  });
}

/** Resolves after the page has painted two more frames. */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const g = globalThis as unknown as { requestAnimationFrame(cb: () => void): number };
        g.requestAnimationFrame(() => g.requestAnimationFrame(() => resolve()));
      }),
  );
}

/** The CSS animation name of an element's parent. */
export function parentAnimationName(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const g = globalThis as unknown as BrowserGlobals;
    return g.getComputedStyle((element as unknown as Styled).parentElement).animationName;
  });
}

export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => (globalThis as unknown as BrowserGlobals).scrollY);
}

export function scrollLeft(locator: Locator): Promise<number> {
  return locator.evaluate((element) => (element as unknown as Styled).scrollLeft);
}

export function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate(
    (name) => (globalThis as unknown as BrowserGlobals).localStorage.getItem(name),
    key,
  );
}

/**
 * Waits until React has taken over the page: every island of a public page hydrated, or the member
 * app's first commit (`data-hydrated` on `<html>`). A public page hydrates its islands off screen
 * only once a visitor shows up (`islands/boot.ts`): a Shift press, which changes nothing, says so
 * as a person's first scroll or key would, again until the page's code is there to hear it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  const html = page.locator('html');
  await expect
    .poll(
      async () => {
        await page.keyboard.press('Shift');
        return html.getAttribute('data-hydrated');
      },
      { timeout: 30_000 },
    )
    .toBe('true');
}

/** Opens a page and waits until React has taken it over, so that clicks and keys reach their handlers. */
export async function gotoApp(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}
