import { expect, test } from '@playwright/test';
import { signInToAdmin, staffMember, submitContact } from '../fixtures/staff';

test.describe.configure({ timeout: 90_000 });

/** The e2e SMS stub refuses the first attempt of a message carrying this marker (sms-stub.mjs). */
const SMS_FAIL_MARKER = 'e2e-sms-fail';

test('[ADMIN] ops retries a failed SMS job', async ({ page, request }, testInfo) => {
  const company = `Queue ${Date.now().toString(36)}`;
  const leadId = await submitContact(request, {
    company,
    message: `Please call us back (${SMS_FAIL_MARKER}).`,
  });
  const ops = await staffMember(request, 'ops', 'Otto Ops');
  await signInToAdmin(page, ops);
  await expect(page.getByText('Failed notification jobs now')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dashboard-ops.png'), fullPage: true });

  await page.getByRole('menuitem', { name: 'Notification queue' }).click();
  // The failing job shows with its error, the staff number masked.
  const row = page.getByRole('row').filter({ hasText: 'SMS provider answered 400' });
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        return row.count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await expect(row.first()).toContainText("The 'To' number +•••••••••");
  await expect(page.getByText('+40700000001')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('queue-failed.png'), fullPage: true });

  await row.first().getByRole('cell').first().click();
  await expect(page.getByText(`"submissionId": "${leadId}"`)).toBeVisible();
  await expect(page.getByText(/number \+•••••••••01 is not reachable now/).first()).toBeVisible();
  await expect(page.getByText('+40700000001')).toHaveCount(0);
  const jobId = new URL(page.url()).pathname.split('/')[3]!;
  await page.screenshot({ path: testInfo.outputPath('queue-job.png'), fullPage: true });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Job queued again')).toBeVisible();

  await page.getByRole('menuitem', { name: 'Notification queue' }).click();
  await page.getByRole('button', { name: /^completed/ }).click();
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        return page
          .getByRole('row')
          .filter({ hasText: decodeURIComponent(jobId) })
          .count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await page.screenshot({ path: testInfo.outputPath('queue-completed.png'), fullPage: true });
});
