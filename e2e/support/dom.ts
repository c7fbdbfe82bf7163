import type { Locator, Page, Response } from '@playwright/test';

// The e2e package compiles without the DOM library; the few browser APIs used in page functions
// are typed here by hand.
interface Styled {
  style: { transform: string };
  parentElement: unknown;
  scrollLeft: number;
}
interface BrowserGlobals {
  getComputedStyle(element: unknown): { transform: string; animationName: string };
  DOMMatrix: new (transform: string) => { m41: number };
  scrollY: number;
  localStorage: { getItem(key: string): string | null };
}

/** The horizontal offset of an element's CSS transform (a marquee track), in px. */
export function translateX(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const g = globalThis as unknown as BrowserGlobals;
    return new g.DOMMatrix(g.getComputedStyle(element).transform).m41;
  });
}

/** The transform written on the element's own style attribute. */
export function inlineTransform(locator: Locator): Promise<string> {
  return locator.evaluate((element) => (element as unknown as Styled).style.transform);
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
 * Opens a page and waits until React has taken over the server-rendered markup (the root
 * container is React's), so that clicks and keys reach their handlers.
 */
export async function gotoApp(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  // Set by the app after its first commit (hydration of a server-rendered page included).
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}

/**
 * With the page's clock paused: runs it in small steps until the app has hydrated (it waits for a
 * painted frame first, and its deferred sections load meanwhile).
 */
export async function hydrateUnderPausedClock(page: Page): Promise<void> {
  const hydrated = page.locator('html[data-hydrated="true"]');
  for (let step = 0; step < 400 && (await hydrated.count()) === 0; step += 1) {
    await page.clock.runFor(50);
  }
  await hydrated.waitFor({ state: 'attached' });
}
