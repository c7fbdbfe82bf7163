import type { Locator, Page } from '@playwright/test';

// The e2e package compiles without the DOM library: code run in the page is passed as text.

/** The horizontal offset of an element's CSS transform (a marquee track), in px. */
export async function translateX(locator: Locator): Promise<number> {
  return Number(
    await locator.evaluate('(element) => new DOMMatrix(getComputedStyle(element).transform).m41'),
  );
}

/** The transform written on the element's own style attribute. */
export async function inlineTransform(locator: Locator): Promise<string> {
  return String(await locator.evaluate('(element) => element.style.transform'));
}

/** The CSS animation name of an element's parent. */
export async function parentAnimationName(locator: Locator): Promise<string> {
  return String(
    await locator.evaluate('(element) => getComputedStyle(element.parentElement).animationName'),
  );
}

export async function scrollY(page: Page): Promise<number> {
  return Number(await page.evaluate('window.scrollY'));
}

export async function scrollLeft(locator: Locator): Promise<number> {
  return Number(await locator.evaluate('(element) => element.scrollLeft'));
}

export async function storedItem(page: Page, key: string): Promise<string | null> {
  return (await page.evaluate(`localStorage.getItem(${JSON.stringify(key)})`)) as string | null;
}
