import { expect, test } from '@playwright/test';
import { expectToast, recordToasts, signedInMember, toastsShown } from '../fixtures/portal';

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('[PORTAL] warns at 25 idle minutes and signs out at 30', async ({ page }) => {
    await recordToasts(page);
    await page.clock.install();
    await signedInMember(page.request);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeVisible();
    await page.clock.fastForward('24:00');
    expect((await toastsShown(page)).join()).not.toContain('Session Expiring Soon');
    await page.clock.fastForward('01:30');
    await expectToast(page, 'Session Expiring Soon');
    await page.clock.fastForward('05:00');
    await expect(page).toHaveURL(/\/portal$/);
    await expectToast(page, 'Session Expired');
  });

  test('[PORTAL] activity resets the idle mark', async ({ page }) => {
    await recordToasts(page);
    await page.clock.install();
    await signedInMember(page.request);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeVisible();
    await page.clock.fastForward('20:00');
    await page.mouse.move(200, 300);
    await page.keyboard.press('Shift');
    await page.clock.fastForward('20:00');
    expect((await toastsShown(page)).join()).not.toContain('Session Expiring Soon');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('[PORTAL] Ctrl/Cmd+B collapses the panel and the cookie keeps it', async ({
    page,
  }, testInfo) => {
    await recordToasts(page);
    await signedInMember(page.request);
    await page.goto('/dashboard');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(sidebar.locator('.MuiDrawer-paper')).toHaveCSS('width', '256px');
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect(sidebar.locator('.MuiDrawer-paper')).toHaveCSS('width', '48px');
    await page.screenshot({ path: testInfo.outputPath('collapsed.png') });
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
    await page.reload();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
    await page.keyboard.press('Meta+b');
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'expanded');
  });

  test('[PORTAL] member pages send a visitor without a session to /portal', async ({ page }) => {
    await recordToasts(page);
    for (const path of ['/dashboard', '/scorecard', '/dashboard-resources/some-slug']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/portal$/);
    }
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('[PORTAL] below 768 px the panel is a slide-over drawer', async ({ page }, testInfo) => {
    await recordToasts(page);
    await signedInMember(page.request);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Member navigation' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('dashboard-phone.png'), fullPage: true });
    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    const drawer = page.getByTestId('sidebar-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveCSS('width', '288px');
    await page.screenshot({ path: testInfo.outputPath('drawer-phone.png') });
    await drawer.getByRole('link', { name: 'Scorecard' }).click();
    await expect(page).toHaveURL(/\/scorecard$/);
    await expect(drawer).toBeHidden();
    await page.keyboard.press('Control+b');
    await expect(page.getByTestId('sidebar-drawer')).toBeVisible();
  });
});
