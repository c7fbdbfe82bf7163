import { expect as baseExpect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gotoApp, scrollLeft as scrollLeftOf, scrollY, storedItem } from '../support/dom';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

test('[HOME] every section is there, in order, with its anchor', async ({ page }) => {
  await gotoApp(page, '/');
  await expect(page.getByRole('heading', { level: 2, name: 'Insights' })).toBeAttached();
  const ids = await page
    .locator('main section[id]')
    .evaluateAll((sections) => sections.map((section) => section.id));
  expect(ids).toEqual([
    'services',
    'process',
    'technologies',
    'tools',
    'case-studies',
    'podcast',
    'insights',
    'contact',
  ]);
  await expect(page.getByRole('heading', { level: 2, name: 'Industries We Serve' })).toBeAttached();
  await expect(page.locator('#services').getByRole('link')).toHaveCount(8);
  await expect(page.getByText('New episodes every Tuesday')).toBeAttached();
});

test('[HOME] a hash in the URL scrolls to its section; without one the page starts at the top', async ({
  page,
}) => {
  await gotoApp(page, '/#insights');
  await expect(page.getByRole('heading', { level: 2, name: 'Insights' })).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(500);

  // Arriving from another page (scrolled down there), home starts at the top.
  await gotoApp(page, '/about');
  await page.getByRole('heading', { level: 2, name: 'Current Openings' }).scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Fabrion home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Transform your business');
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('[HOME] a service card opens its service page', async ({ page }) => {
  await gotoApp(page, '/');
  await page.locator('#services').getByRole('link', { name: 'Digital Twin' }).click();
  await expect(page).toHaveURL('/services/digital-twin');
  await expect(page.getByRole('heading', { level: 1, name: 'Digital Twin' })).toBeVisible();
});

test('[HOME] an industry image that fails to load shows the placeholder', async ({ page }) => {
  await page.route('**/images/industries/energy.svg', (route) => route.abort());
  await gotoApp(page, '/');
  await page
    .getByRole('heading', { level: 3, name: 'Energy', exact: true })
    .scrollIntoViewIfNeeded();
  await expect(page.locator('img[src="/images/industries/placeholder.svg"]')).toHaveCount(1);
  await expect(page.locator('img[src="/images/industries/retail.svg"]')).toHaveCount(1);
});

test('[HOME] the case-study carousel arrows scroll 350 px, also from the keyboard', async ({
  page,
}) => {
  await gotoApp(page, '/#case-studies');
  const carousel = page.getByRole('region', { name: 'Case studies carousel' });
  await expect(carousel.getByRole('article').first()).toBeVisible();
  const previous = page.getByRole('button', { name: 'Scroll case studies back' });
  const next = page.getByRole('button', { name: 'Scroll case studies forward' });
  const scrollLeft = () => scrollLeftOf(carousel);
  await expect(previous).toBeDisabled();

  await next.click();
  await expect.poll(scrollLeft).toBe(350);
  await next.focus();
  await page.keyboard.press('Enter');
  await expect.poll(scrollLeft).toBe(700);
  await expect(previous).toBeEnabled();
  await previous.focus();
  await page.keyboard.press('Enter');
  await expect.poll(scrollLeft).toBe(350);
});

test('[HOME] switching the language translates the page and remembers the choice', async ({
  page,
}) => {
  await gotoApp(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  // The language choice is the browser's own select.
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });

  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Transformieren Sie Ihr Geschäft mit',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Unsere Leistungen' })).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await storedItem(page, 'language')).toBe('de');
  // The address carries the choice (what search engines index and people share).
  await expect(page).toHaveURL(/[?&]lang=de\b/);

  await gotoApp(page, '/?lang=es');
  await expect(page.getByRole('heading', { level: 2, name: 'Nuestros servicios' })).toBeAttached();
});

test('[HOME] the header menu works from the keyboard', async ({ page }) => {
  await gotoApp(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) {
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  }
  const link = page.getByRole('link', { name: 'How We Work' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'How We Work' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeHidden();
});

test('[HOME] the typed headline keeps one height through every word, in every language', async ({
  page,
}) => {
  for (const [path, language] of [
    ['/', 'en'],
    ['/?lang=es', 'es'],
    ['/?lang=de', 'de'],
  ]) {
    await page.goto(path);
    const words = modelsOf(language!);
    expect(words.length).toBeGreaterThan(3);
    const heights = await page.locator('#hero-title').evaluate((title, all) => {
      const typed = title.querySelector('[data-typing-text]')!;
      return all.map((word) => {
        typed.textContent = word;
        return title.getBoundingClientRect().height;
      });
    }, words);
    expect([path, new Set(heights).size]).toEqual([path, 1]);
  }
});

/** The typed business models of a language, as the site's translation file has them. */
function modelsOf(language: string): string[] {
  const file = new URL(
    `../../frontend/src/features/i18n/locales/${language}/home.json`,
    import.meta.url,
  );
  return (JSON.parse(readFileSync(file, 'utf8')) as { hero: { models: string[] } }).hero.models;
}

test("[HOME] today's date appearing never moves the headline, on its longest days", async ({
  browser,
  page,
}, testInfo) => {
  const viewport = testInfo.project.use.viewport ?? null;
  // Without motion: the hero's fade-in would move the headline while it is measured.
  const serverOnly = await browser.newContext({
    javaScriptEnabled: false,
    viewport,
    reducedMotion: 'reduce',
  });
  const staticPage = await serverOnly.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    // 2026-09-30 is a Wednesday and 2026-09-24 a Thursday: the longest weekday and month names.
    for (const day of ['2026-09-30T10:00:00', '2026-09-24T10:00:00']) {
      await page.clock.setFixedTime(new Date(day));
      for (const path of ['/', '/?lang=es', '/?lang=de']) {
        await staticPage.goto(path);
        const before = await staticPage.locator('#hero-title').boundingBox();
        await page.goto(path);
        await expect(page.getByTestId('hero-date')).not.toBeEmpty();
        const after = await page.locator('#hero-title').boundingBox();
        expect([day, path, after?.y]).toEqual([day, path, before?.y]);
      }
    }
  } finally {
    await serverOnly.close();
  }
});
