import { expect, test } from '@playwright/test';
import { signInToAdmin, staffMember, submitContact } from '../fixtures/staff';

// Desktop layout in both projects (the phone case sets its own viewport).
test.use({ viewport: { width: 1280, height: 800 } });
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
  // The job of this submission (other runs may have failed jobs too), found through the ops API.
  const login = await request.post('/api/auth/login', {
    data: { email: ops.email, password: ops.password },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  let jobId = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/api/admin/queue-jobs?filter=${encodeURIComponent('{"state":"failed"}')}&range=${encodeURIComponent('[0,99]')}`,
          { headers: { authorization: `Bearer ${accessToken}` } },
        );
        const jobs = (await response.json()) as Array<{
          id: string;
          data: { submissionId: string };
        }>;
        jobId = jobs.find((job) => job.data.submissionId === leadId)?.id ?? '';
        return jobId;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');

  await signInToAdmin(page, ops);
  await expect(page.getByText('Failed notification jobs now')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dashboard-ops.png'), fullPage: true });

  await page.getByRole('menuitem', { name: 'Notification queue' }).click();
  // The failed job shows with its error, the staff number masked.
  const row = page.getByRole('row').filter({ hasText: jobId });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("The 'To' number +•••••••••");
  await expect(page.getByText('+40700000001')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('queue-failed.png'), fullPage: true });

  await row.getByRole('cell').first().click();
  await expect(page.getByText(`"submissionId": "${leadId}"`)).toBeVisible();
  await expect(page.getByText(/number \+•••••••••01 is not reachable now/).first()).toBeVisible();
  await expect(page.getByText('+40700000001')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('queue-job.png'), fullPage: true });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Job queued again')).toBeVisible();

  await page.getByRole('menuitem', { name: 'Notification queue' }).click();
  await page.getByRole('button', { name: /^completed/ }).click();
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        return page.getByRole('row').filter({ hasText: jobId }).count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await page.screenshot({ path: testInfo.outputPath('queue-completed.png'), fullPage: true });
});
