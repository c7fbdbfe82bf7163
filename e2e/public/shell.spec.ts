import { expect, test } from '@playwright/test';
import { gotoApp } from '../support/dom';

test('[SHELL] unknown route shows the 404 page', async ({ page }) => {
  const response = await gotoApp(page, '/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
