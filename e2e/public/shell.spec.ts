import { expect, test } from '@playwright/test';
import { gotoApp } from '../support/dom';

test('[SHELL] unknown route shows the 404 page', async ({ page }) => {
  const response = await gotoApp(page, '/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('[SHELL] the header restyles once the page has scrolled more than 10 px', async ({ page }) => {
  await gotoApp(page, '/about');
  const header = page.locator('header');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate('window.scrollTo(0, 10)');
  // Still at the threshold: nothing changes (checked after the next frames have been produced).
  await page.evaluate(
    'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))',
  );
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate('window.scrollTo(0, 40)');
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await page.evaluate('window.scrollTo(0, 0)');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('[SHELL] a page whose islands code fails to load keeps its content; its links go', async ({
  page,
}) => {
  // Public pages are islands: the page is the server's, each link a page load.
  let requests = 0;
  await page.route(/\/assets\/hydrate-[\w-]+\.js$/, (route) => {
    requests += 1;
    return route.abort();
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A visitor is there (a key: on a phone no island of /about is on screen at load), so the
  // islands' code is asked for, and fails.
  await expect
    .poll(async () => {
      await page.keyboard.press('Shift');
      return requests;
    })
    .toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  // The header stays there around the page.
  await expect(page.getByRole('navigation').first()).toBeVisible();
});

test('[SHELL] a new page opens at the top; Back returns to where the visitor was', async ({
  page,
}) => {
  await gotoApp(page, '/blog');
  const lastCard = page.getByRole('main').getByRole('article').last();
  await lastCard.scrollIntoViewIfNeeded();
  const listPosition = await page.evaluate<number>('window.scrollY');
  expect(listPosition).toBeGreaterThan(500);

  const title = (await lastCard.getByRole('link').textContent())!;
  await lastCard.getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/[\w-]+$/);
  // The address changes at once; the list stays up until the article's code has arrived.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await page.evaluate<number>('window.scrollY')).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expect
    .poll(() => page.evaluate<number>('window.scrollY'))
    .toBeGreaterThan(listPosition - 5);
  expect(await page.evaluate<number>('window.scrollY')).toBeLessThan(listPosition + 5);
});
