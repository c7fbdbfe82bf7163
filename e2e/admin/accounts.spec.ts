import { expect, test } from '@playwright/test';
import { activeMember, readMailLink, uniqueEmail } from '../fixtures/portal';
import { signInToAdmin, staffMember } from '../fixtures/staff';
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

test("[ADMIN] an account manager sees a member's course progress and resource downloads", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const member = await activeMember(request, 'Mary Jackson');
  const signIn = await request.post('/api/auth/login', {
    data: { email: member.email, password: member.password },
  });
  const headers = {
    authorization: `Bearer ${((await signIn.json()) as { accessToken: string }).accessToken}`,
  };
  const course = (await (await request.get('/api/masterclass', { headers })).json()) as {
    sections: Array<{ lessons: Array<{ id: string; title: string }> }>;
  };
  const [first, second] = course.sections.flatMap((section) => section.lessons);
  const done = await request.put(`/api/masterclass/progress/lessons/${first!.id}`, {
    headers,
    data: { completed: true },
  });
  expect(done.status()).toBe(200);
  const watched = await request.put(`/api/masterclass/progress/lessons/${second!.id}`, {
    headers,
    data: { positionSeconds: 125 },
  });
  expect(watched.status()).toBe(200);
  const file = await request.get('/api/resources/industrial-ai-readiness-flyer/file', { headers });
  expect(file.status()).toBe(200);

  const manager = await staffMember(request, 'account_manager');
  await signInToAdmin(page, manager);
  await page.getByRole('menuitem', { name: 'Accounts' }).click();
  await page.getByRole('cell', { name: 'Mary Jackson' }).first().click();
  await expect(page.getByRole('heading', { name: 'Masterclass' })).toBeVisible();
  await expect(page.getByText(/^1 of \d+ lessons completed \(\d+%\)$/)).toBeVisible();
  await expect(page.getByText(`Last watched: ${second!.title} (at 2:05)`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Resource downloads' })).toBeVisible();
  await expect(page.getByText(/^Industrial AI readiness/i)).toBeVisible();
  await expect(page.getByText('No assessment completed yet.')).toBeVisible();
  await page.getByRole('heading', { name: 'Resource downloads' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('member-activity.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(`Last watched: ${second!.title} (at 2:05)`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('member-activity-phone.png'), fullPage: true });
});
