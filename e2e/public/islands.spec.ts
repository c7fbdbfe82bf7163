import { expect, test, type Page } from '@playwright/test';
import { scrollLeft as scrollLeftOf, waitForHydration } from '../support/dom';
import { expectCssMarquee } from '../support/marquee';

/**
 * What follows a release waits for hydration: on a slow machine running two workers, home's
 * islands took longer than the 7 s of an assertion (the replayed click took effect later).
 */
const AFTER_HYDRATION = { timeout: 20_000 };

/**
 * No click is lost on an islands page: each interactive part is clicked right after the page is
 * there (parsed and painted), while the islands' code is held back (route interception); once it
 * is let through, the island hydrates and the click takes effect (replayed).
 */
async function openWithIslandsHeld(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(/\/assets\/hydrate-[\w-]+\.js$/, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return {
    release: async () => {
      // The code was asked for and is still held: nothing could have been hydrated yet.
      await expect.poll(() => held).toBe(1);
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
      release();
    },
  };
}

test('[ISLANDS] an untouched home page runs no React; a visitor showing up hydrates the rest', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  // The hero's date and typed headline are plain scripts: they run without any island.
  await expect(page.getByTestId('hero-date')).toHaveText(/^Today is \w+day, /);
  const typed = page.locator('[data-typing-text]');
  const first = await typed.textContent();
  await expect.poll(() => typed.textContent()).not.toBe(first);
  // By then (after load, and the first word's 1.2 s hold): no island hydrated, no React loaded.
  await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(0);
  expect(scripts.filter((path) => /\/(react-dom|hydrate)-/.test(path))).toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);

  // A key press: the visitor is there; the islands hydrate at idle, the header included.
  await waitForHydration(page);
  await expect(page.locator('[data-island]:not([data-hydrated])')).toHaveCount(0);
  expect(scripts.some((path) => /\/react-dom-/.test(path))).toBe(true);
});

test('[ISLANDS] the header restyles on scroll before it is hydrated', async ({ page }) => {
  const { release } = await openWithIslandsHeld(page, '/blog');
  const bar = page.locator('header').first();
  await expect(bar).toHaveAttribute('data-scrolled', 'false');
  await page.mouse.wheel(0, 600);
  await expect(bar).toHaveAttribute('data-scrolled', 'true');
  await expect(page.locator('[data-island="site-header"]')).not.toHaveAttribute('data-hydrated');
  await page.mouse.wheel(0, -600);
  await expect(bar).toHaveAttribute('data-scrolled', 'false');
  await release();
});

test('[ISLANDS] the phone menu and a section link, clicked before hydration', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { release } = await openWithIslandsHeld(page, '/about');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await release();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
    AFTER_HYDRATION,
  );
  await page.locator('#mobile-menu').getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(/\/#insights$/);
});

test('[ISLANDS] the language menu, chosen before hydration', async ({ page }) => {
  const { release } = await openWithIslandsHeld(page, '/about');
  const menu = page.getByRole('button', { name: 'Open menu' });
  // On a phone the language menu is in the phone menu: opened (held) first.
  const phone = await menu.isVisible();
  if (phone) {
    await menu.click();
    await release();
  }
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
  if (!phone) await release();
  await expect(page).toHaveURL(/\/about\?lang=de$/, AFTER_HYDRATION);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The next page keeps the language.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog\?lang=de$/);
});

test('[ISLANDS] the carousel, clicked before hydration', async ({ page }) => {
  const { release } = await openWithIslandsHeld(page, '/');
  const carousel = page.getByRole('region', { name: 'Case studies carousel' });
  await page.getByRole('button', { name: 'Scroll case studies forward' }).click();
  await release();
  await expect.poll(() => scrollLeftOf(carousel), AFTER_HYDRATION).toBe(350);
});

test('[ISLANDS] the insights tabs and the contact form, clicked before hydration', async ({
  page,
}) => {
  const { release } = await openWithIslandsHeld(page, '/');
  const insights = page.locator('#insights');
  await insights.getByRole('tab', { name: 'Case Study' }).click();
  const form = page.locator('#contact form');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await release();

  await expect(insights.getByRole('tab', { name: 'Case Study' })).toHaveAttribute(
    'aria-selected',
    'true',
    AFTER_HYDRATION,
  );
  await expect(form.getByText('Name must be at least 2 characters', { exact: true })).toBeVisible(
    AFTER_HYDRATION,
  );
  // The typing headline moves (a plain script; on screen: the form's errors scrolled to it).
  const typed = page.locator('[data-typing-text]');
  await typed.scrollIntoViewIfNeeded();
  const first = await typed.textContent();
  await expect.poll(() => typed.textContent(), AFTER_HYDRATION).not.toBe(first);
});

test('[ISLANDS] the logo strips move before their island is hydrated, and go on after', async ({
  page,
}) => {
  for (const [path, label, pxPerSecond] of [
    ['/', 'Tool logos', 30],
    ['/about', 'Client and partner logos', 60],
  ] as const) {
    await page.unrouteAll();
    const { release } = await openWithIslandsHeld(page, path);
    // The region, not the moving track: Playwright scrolls only to an element standing still.
    const region = page.getByRole('region', { name: label });
    await region.scrollIntoViewIfNeeded();
    const strip = region.locator('[data-marquee-track]');
    await expectCssMarquee(strip, pxPerSecond);
    // The animation the server's HTML started: hydrating the island must not restart it.
    await strip.evaluate((element) => {
      const scope = globalThis as unknown as { __marquee: unknown };
      scope.__marquee = (element as unknown as { getAnimations(): unknown[] }).getAnimations()[0];
    });
    await release();
    const island = region.locator('xpath=ancestor::*[@data-island][1]');
    await expect(island).toHaveAttribute('data-hydrated', '', AFTER_HYDRATION);
    const same = await strip.evaluate((element) => {
      const scope = globalThis as unknown as { __marquee: unknown };
      const [animation] = (element as unknown as { getAnimations(): unknown[] }).getAnimations();
      return animation !== undefined && animation === scope.__marquee;
    });
    expect([path, same]).toEqual([path, true]);
  }
});

test("[ISLANDS] a service card's details and a job dialog, clicked before hydration", async ({
  page,
}) => {
  let islands = await openWithIslandsHeld(page, '/services/strategy');
  const card = page.getByRole('article').filter({ hasText: 'Opportunity Assessment' });
  await card.getByRole('button', { name: 'Show details Opportunity Assessment' }).click();
  await islands.release();
  await expect(card.getByRole('heading', { name: 'PROCESS' })).toBeVisible(AFTER_HYDRATION);

  await page.unrouteAll();
  islands = await openWithIslandsHeld(page, '/about');
  const view = page.getByRole('button', { name: 'View Fellowship Program (m/f/d)' });
  await view.scrollIntoViewIfNeeded();
  await view.click();
  await islands.release();
  await expect(page.getByRole('dialog', { name: /Fellowship Program \(m\/f\/d\)/ })).toBeVisible(
    AFTER_HYDRATION,
  );
});

test('[ISLANDS] Back on a post, clicked before hydration, returns to the list page', async ({
  page,
}) => {
  await page.goto('/blog?page=2');
  const post = page.getByRole('main').getByRole('article').first().getByRole('link');
  const title = (await post.textContent())!;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/hydrate-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await post.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  release();
  await expect(page).toHaveURL('/blog?page=2', AFTER_HYDRATION);
});
