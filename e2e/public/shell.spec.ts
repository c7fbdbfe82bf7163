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
