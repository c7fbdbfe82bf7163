import { expect, test } from '@playwright/test';
import { activeMember, readMailLink, expectToast, recordToasts } from '../fixtures/portal';

test.use({ viewport: { width: 1280, height: 800 } });
test.describe.configure({ timeout: 60_000 });

test('[PORTAL] forgotten password → e-mail → reset page → signed out → sign in with the new one', async ({
  page,
  request,
}, testInfo) => {
  await recordToasts(page);
  const member = await activeMember(request);
  await page.goto('/portal');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page
    .getByRole('form', { name: 'Reset your password' })
    .getByRole('textbox', { name: /^Email\b/ })
    .fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for this address')).toBeVisible();

  const link = new URL(await readMailLink(member.email, 'reset'));
  expect(link.hash).toContain('type=recovery');
  await page.goto(link.pathname + link.hash);
  await expect(page.getByRole('textbox', { name: /^New password\b/ })).toBeVisible();
  expect(new URL(page.url()).hash).toBe(''); // the token left the address bar

  await page.getByRole('textbox', { name: /^New password\b/ }).fill('Shortpass12');
  await page.getByRole('textbox', { name: /^Confirm password\b/ }).fill('Shortpass12');
  await expect(page.getByTestId('strength-label')).toHaveText('Good');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expectToast(page, 'Password requirements not met');

  await page.getByRole('textbox', { name: /^Confirm password\b/ }).fill('Different-Pass-9x!');
  await page.getByRole('textbox', { name: /^New password\b/ }).fill('Quartz#Lantern-7Bd');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expectToast(page, "Passwords don't match");

  await page.getByRole('textbox', { name: /^Confirm password\b/ }).fill('Quartz#Lantern-7Bd');
  await expect(page.getByTestId('strength-label')).toHaveText('Strong');
  await page.screenshot({ path: testInfo.outputPath('reset-form.png'), fullPage: true });
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await expectToast(page, 'Password updated successfully');

  await page.getByRole('textbox', { name: /^Email\b/ }).fill(member.email);
  await page.getByRole('textbox', { name: /^Password\b/ }).fill('Quartz#Lantern-7Bd');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('[PORTAL] the reset page without a link denies access', async ({ page }) => {
  await recordToasts(page);
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/portal$/);
  await expectToast(page, 'Please use the password reset link from your email.');
});
