import { expect, test } from '@playwright/test';
import { activeMember, readMailLink, uniqueEmail } from '../fixtures/portal';
import { E2E_ADMIN } from '../support/server-env';

test.use({ viewport: { width: 1280, height: 800 } });
test.describe.configure({ timeout: 60_000 });

test('[ADMIN] staff sign in and create a client account, which is e-mailed an invitation', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole('textbox', { name: /^Username/ }).fill(E2E_ADMIN.email);
  await page.getByRole('textbox', { name: /^Password/ }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByText('Client accounts, content and the notification queue are managed here.'),
  ).toBeVisible();

  await page.getByRole('menuitem', { name: 'Accounts' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  const email = uniqueEmail('from-admin');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('textbox', { name: /^Full name/ }).fill('Katherine Johnson');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-accounts.png') });
  expect(new URL(await readMailLink(email, 'invitation')).pathname).toBe('/confirm-signup');
});

test('[ADMIN] a member cannot use the back office', async ({ page, request }) => {
  const member = await activeMember(request);
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: /^Username/ }).fill(member.email);
  await page.getByRole('textbox', { name: /^Password/ }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This account has no access to the back office.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});
