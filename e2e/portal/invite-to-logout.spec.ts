import { expect, test } from '@playwright/test';
import {
  inviteMember,
  MEMBER_PASSWORD,
  readMailLink,
  uniqueEmail,
  expectToast,
  recordToasts,
} from '../fixtures/portal';

test.use({ viewport: { width: 1280, height: 800 } });
// The whole journey is about twenty steps; a shared two-core machine needs more than the default.
test.describe.configure({ timeout: 90_000 });

test('[PORTAL] invitation e-mail → setup → dashboard → profile → logout → sign in again', async ({
  page,
  request,
}, testInfo) => {
  await recordToasts(page);
  const email = uniqueEmail('invitee');
  await inviteMember(request, email, 'Grace Client');
  const link = await readMailLink(email, 'invitation');
  expect(new URL(link).pathname).toBe('/confirm-signup');

  await page.goto(new URL(link).pathname + new URL(link).search);
  await expectToast(page, 'Email confirmed successfully!');
  const submit = page.getByRole('button', { name: 'Complete setup' });
  await expect(page.getByRole('textbox', { name: /^Full Name\b/ })).toHaveValue('Grace Client');
  await page.getByRole('textbox', { name: /^Full Name\b/ }).fill('Grace Hopper');
  await page.getByRole('textbox', { name: /^New Password\b/ }).fill('weakpass');
  await page.getByRole('textbox', { name: /^Confirm Password\b/ }).fill('weakpass');
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: /^New Password\b/ }).fill(MEMBER_PASSWORD);
  await page.getByRole('textbox', { name: /^Confirm Password\b/ }).fill(MEMBER_PASSWORD);
  await expect(submit).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('setup-form.png'), fullPage: true });
  await submit.click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, 'Account setup complete!');
  await expect(page.getByRole('heading', { name: 'Welcome, Grace Hopper' })).toBeVisible();
  for (const tile of [
    'Masterclass',
    'Assessment Tools',
    'AI Solutions',
    'AI Prompts',
    'AI Copilots',
    'Resources',
  ])
    await expect(page.getByRole('heading', { name: tile, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Assessment Tools' })).toHaveAttribute(
    'href',
    '/scorecard',
  );
  await expect(page.getByRole('region', { name: 'Connect With Us' }).getByRole('link')).toHaveCount(
    4,
  );
  await page.screenshot({ path: testInfo.outputPath('dashboard-desktop.png'), fullPage: true });

  await page.getByRole('button', { name: 'Grace Hopper – Manage profile' }).click();
  const panel = page.getByRole('region', { name: 'Manage profile' });
  await panel.getByRole('textbox', { name: /^Full name\b/ }).fill('G');
  await panel.getByRole('button', { name: 'Save profile' }).click();
  await expect(panel.getByText('Full name must be at least 2 characters.')).toBeVisible();
  await panel.getByRole('textbox', { name: /^Full name\b/ }).fill('Grace B. Hopper');
  await panel.getByRole('textbox', { name: /^Phone number\b/ }).fill('+1 202 555 0143');
  await panel.getByRole('textbox', { name: /^Specialization\b/ }).fill('Compilers');
  await panel.getByRole('button', { name: 'Save profile' }).click();
  await expectToast(page, 'Profile updated successfully');
  await expect(
    panel.getByRole('list', { name: 'Active sessions' }).getByText('This device'),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('profile-panel.png') });
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(
    page.getByRole('button', { name: 'Grace B. Hopper – Manage profile' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await expectToast(page, 'Logged out successfully');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/portal$/);

  await expect(page).toHaveTitle('Login | Access Your Dashboard | Fabrion');
  await page.getByRole('textbox', { name: /^Email\b/ }).fill(email);
  await page.getByRole('textbox', { name: /^Password\b/ }).fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(
    page.getByText('Invalid email or password. Please check your credentials and try again.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: /^Password\b/ }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByRole('textbox', { name: /^Password\b/ })).toHaveAttribute('type', 'text');
  await page.screenshot({ path: testInfo.outputPath('portal-login.png'), fullPage: true });
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, 'Welcome back!');
});

test('[PORTAL] a confirmation link without its parameters goes back to /portal', async ({
  page,
}) => {
  await recordToasts(page);
  await page.goto('/confirm-signup?type=invite');
  await expect(page).toHaveURL(/\/portal$/);
  await expect(
    page.getByText('The confirmation link is missing required parameters.'),
  ).toBeVisible();
});
