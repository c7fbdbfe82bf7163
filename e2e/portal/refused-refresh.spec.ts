import { expect, test } from '@playwright/test';

test('[PORTAL] a refused session refresh finishes: /portal reaches network idle', async ({
  page,
}) => {
  const refresh = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'));
  await page.goto('/portal');
  // No session cookie: the refresh call is answered 401, and its body must not keep it open.
  expect((await refresh).status()).toBe(401);
  await page.waitForLoadState('networkidle', { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Client login' })).toBeVisible();
});
