import { expect, type Page, test } from '@playwright/test';
import { gotoApp } from '../support/dom';

const unique = () => `e2e.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

async function fillForm(page: Page, email: string) {
  const form = page.locator('#contact form');
  await form.getByLabel('Name').fill('Ana Popescu');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone (optional)').fill('+40 721 123 456');
  await form.getByLabel('Company (optional)').fill('Rotor Works');
  await form.getByRole('combobox', { name: 'Area of interest' }).click();
  await page.getByRole('option', { name: 'Digital Twin' }).click();
  await form.getByLabel('Message').fill('We would like to discuss a digital twin for our plant.');
  return form;
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

test('[CONTACT] sends the form, shows the success toast and resets', async ({ page }, info) => {
  await gotoApp(page, '/?utm_source=linkedin&utm_campaign=maas#contact');
  const form = await fillForm(page, unique());
  // The answer is held until the test has seen "Sending...", however slow the machine.
  let answer!: () => void;
  const seen = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/contact', async (route) => {
    await seen;
    await route.continue();
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  answer();
  await expect(toast(page, "Thank you for your message! We'll be in touch soon.")).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  await page.screenshot({ path: info.outputPath('contact-success.png'), fullPage: false });
});

test('[CONTACT] mirrors the server rules with the spec messages', async ({ page }) => {
  await gotoApp(page, '/#contact');
  const form = page.locator('#contact form');
  await form.getByLabel('Name').fill('A');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Phone (optional)').fill('0721');
  await form.getByLabel('Message').fill('short');
  await form.getByRole('button', { name: 'Send Message' }).click();
  for (const message of [
    'Name must be at least 2 characters',
    'Please enter a valid email address',
    'Please enter a valid phone number',
    'Please select an area of interest',
    'Message must be at least 10 characters',
  ])
    await expect(form.getByText(message, { exact: true })).toBeVisible();
});

test('[CONTACT] rejects a second message within a minute with the server text', async ({
  page,
}) => {
  const email = unique();
  await gotoApp(page, '/#contact');
  let form = await fillForm(page, email);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Thank you for your message!')).toBeVisible();
  form = await fillForm(page, email);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Please wait at least 1 minute between submissions.')).toBeVisible();
});

/** The server's other refusals, answered here by a stand-in so the toast mapping is visible. */
for (const [status, message, shown] of [
  [429, 'Rate limit exceeded. Please wait 15 minutes before submitting again.', null],
  [429, 'Too many submissions. Please wait 3 minute(s) before trying again.', null],
  [503, 'Security check failed. Please try again.', null],
  [500, 'Internal server error', 'An unexpected error occurred. Please try again later.'],
] as const) {
  test(`[CONTACT] shows the toast for a ${status} "${message}"`, async ({ page }) => {
    await gotoApp(page, '/#contact');
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status, json: { statusCode: status, message } }),
    );
    const form = await fillForm(page, unique());
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, shown ?? message)).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('Ana Popescu');
  });
}
