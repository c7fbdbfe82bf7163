import { expect, test } from '@playwright/test';
import { adminToken } from '../fixtures/portal';
import { submitContact } from '../fixtures/staff';
import { E2E_ADMIN } from '../support/server-env';

test.use({ viewport: { width: 1280, height: 800 } });
test.describe.configure({ timeout: 90_000 });

test('[ADMIN] an admin reviews security events and the audit log', async ({
  page,
  request,
}, testInfo) => {
  const company = `Audit ${Date.now().toString(36)}`;
  const leadId = await submitContact(request, { company });
  const token = await adminToken(request);
  const changed = await request.put(`/api/admin/leads/${leadId}`, {
    data: { status: 'qualified', notes: 'Budget confirmed' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(changed.status()).toBe(200);

  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: /^Username/ }).fill(E2E_ADMIN.email);
  await page.getByRole('textbox', { name: /^Password/ }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Back office', exact: true })).toBeVisible();
  await expect(page.getByText('Failed notification jobs now')).toBeVisible();
  // The chart's accessible name lists the weeks: this week has at least the lead above.
  await expect(page.getByRole('img', { name: /New leads per week/ })).toHaveAccessibleName(
    /\d+ \w{3} [1-9]\d*$/,
  );
  await page.mouse.move(0, 0);
  await page.screenshot({ path: testInfo.outputPath('dashboard-admin.png'), fullPage: true });

  await page.getByRole('menuitem', { name: 'Security events' }).click();
  await page.getByRole('textbox', { name: 'User e-mail' }).fill(E2E_ADMIN.email);
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'session start' }).click();
  await expect(page.getByRole('row').filter({ hasText: E2E_ADMIN.email }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'login_failure' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('security-events.png'), fullPage: true });

  // Other specs write to the back office at the same time: the log is opened filtered by the
  // lead's path (the search box's filter, in the address).
  await page.goto(`/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ q: leadId }))}`);
  await expect(page.getByText(/^1-1 of 1$/)).toBeVisible();
  const entry = page.getByRole('row').filter({ hasText: leadId });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('/api/admin/leads/:id');
  await page.screenshot({ path: testInfo.outputPath('audit-log.png'), fullPage: true });
  await entry.getByRole('cell').first().click();
  const changes = page.getByRole('table', { name: 'Changed fields' });
  await expect(changes.getByRole('row').filter({ hasText: 'status' })).toContainText('qualified');
  await expect(changes.getByRole('row').filter({ hasText: 'notes' })).toContainText(
    'Budget confirmed',
  );
  await page.screenshot({ path: testInfo.outputPath('audit-entry.png'), fullPage: true });

  // The same lists on a 390 px phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/audit-log');
  await expect(page.getByText('PUT /api/admin/leads/:id').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('audit-log-phone.png'), fullPage: true });
  await page.goto('/admin/security-events');
  await expect(page.getByText('session_start (success)').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('security-events-phone.png'), fullPage: true });
  await page.goto('/admin/queue-jobs');
  await expect(page.getByLabel('failed jobs')).toHaveText(/^\d+$/);
  await page.screenshot({ path: testInfo.outputPath('queue-phone.png'), fullPage: true });
});
