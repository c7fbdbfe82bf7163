import { expect, test } from '@playwright/test';
import { adminToken } from '../fixtures/portal';
import { signInToAdmin, staffMember } from '../fixtures/staff';

test.use({ viewport: { width: 1366, height: 900 } });
test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('[ADMIN] an editor uploads a resource file and reorders a masterclass lesson', async ({
  page,
  request,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const resource = await request.post('/api/admin/resources', {
    headers,
    data: {
      slug: `uptime-canvas-${stamp}`,
      title: `Uptime canvas ${stamp}`,
      excerpt: 'Price the uptime, not the machine.',
      category: 'Canvas',
      date: '2026-11-20',
    },
  });
  expect(resource.status()).toBe(201);
  const resourceId = ((await resource.json()) as { id: string }).id;
  const section = await request.post('/api/admin/masterclass-sections', {
    headers,
    data: { title: `Pricing ${stamp}` },
  });
  const sectionId = ((await section.json()) as { id: string }).id;
  for (const title of ['First lesson', 'Second lesson'])
    expect(
      (
        await request.post('/api/admin/masterclass-lessons', {
          headers,
          data: { sectionId, title, description: title, duration: '8:00' },
        })
      ).status(),
    ).toBe(201);

  const editor = await staffMember(request, 'editor');
  await signInToAdmin(page, editor);
  await expect(page.getByRole('menuitem', { name: 'Resources' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Masterclass' })).toBeVisible();

  // Upload: the file goes up with a progress bar and the record then names the stored file.
  await page.goto(`/admin/resources/${resourceId}`);
  await expect(page.getByText('No file yet')).toBeVisible();
  await page
    .getByLabel('Resource file')
    .setInputFiles({ name: 'canvas.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText(/^[0-9a-f-]{36}\.pdf$/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('resource-uploaded.png') });

  // A text file posing as a PDF is refused with the server's message.
  await page.getByLabel('Resource file').setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('just some notes, not a PDF'),
  });
  await expect(page.getByText('file content does not match its type')).toBeVisible();

  // Reorder: the second lesson moves up, and the member's course list follows at once.
  await page.goto(`/admin/masterclass-sections/${sectionId}`);
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'Second lesson' })).toBeVisible();
  await page.getByRole('button', { name: 'Move Second lesson up' }).click();
  await expect(rows.nth(1)).toContainText('Second lesson');
  await expect(rows.nth(2)).toContainText('First lesson');
  await page.screenshot({ path: testInfo.outputPath('section-lessons.png') });
  const course = (await (await request.get('/api/masterclass', { headers })).json()) as {
    sections: Array<{ id: string; lessons: Array<{ title: string }> }>;
  };
  expect(course.sections.find((s) => s.id === sectionId)!.lessons.map((l) => l.title)).toEqual([
    'Second lesson',
    'First lesson',
  ]);
  // Dragged back by its handle, from the keyboard: Space picks it up, an arrow moves, Space drops.
  // Each step waits until it has taken effect (the handle pressed, then the screen reader's
  // announcement): an arrow pressed before the drag is live would be dropped.
  await page.waitForLoadState('networkidle');
  const announced = (text: string) => expect(page.getByRole('status')).toHaveText(text);
  const handle = page.getByRole('button', { name: 'Drag First lesson' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await announced('First lesson is over Second lesson.');
  await page.keyboard.press('Space');
  await announced('First lesson was dropped at Second lesson.');
  await expect(rows.nth(1)).toContainText('First lesson');
  await expect(rows.nth(2)).toContainText('Second lesson');
  await expect
    .poll(async () => {
      const now = (await (await request.get('/api/masterclass', { headers })).json()) as {
        sections: Array<{ id: string; lessons: Array<{ title: string }> }>;
      };
      return now.sections.find((s) => s.id === sectionId)!.lessons.map((l) => l.title);
    })
    .toEqual(['First lesson', 'Second lesson']);

  // The lesson's transcript, which the tutor reads, is edited on the lesson's page.
  await page.getByRole('cell', { name: 'First lesson', exact: true }).click();
  await expect(page.getByRole('textbox', { name: /^Transcript/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Section/ })).toHaveText(`Pricing ${stamp}`);
  await page.getByRole('textbox', { name: /^Transcript/ }).fill(`Uptime pricing ${stamp}.`);
  await page.screenshot({ path: testInfo.outputPath('lesson-edit.png'), fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  const lessons = (await (
    await request.get(
      `/api/admin/masterclass-lessons?filter=${encodeURIComponent(JSON.stringify({ sectionId }))}`,
      { headers },
    )
  ).json()) as Array<{ id: string; title: string }>;
  const first = lessons.find((l) => l.title === 'First lesson')!;
  const saved = (await (
    await request.get(`/api/admin/masterclass-lessons/${first.id}`, { headers })
  ).json()) as { transcript: string };
  expect(saved.transcript).toBe(`Uptime pricing ${stamp}.`);

  await page.goto('/admin/resources');
  await expect(
    page.getByRole('cell', { name: `Uptime canvas ${stamp}`, exact: true }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('resources-list.png') });
  await page.goto('/admin/masterclass-sections');
  await expect(page.getByRole('cell', { name: `Pricing ${stamp}`, exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('sections-list.png') });

  await page.goto('/admin/masterclass-lessons');
  await expect(page.getByRole('link', { name: `Pricing ${stamp}` }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('lessons-list.png') });

  await page.setViewportSize(PHONE);
  await page.goto(`/admin/resources/${resourceId}`);
  await expect(page.getByText(/^[0-9a-f-]{36}\.pdf$/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('resource-phone.png'), fullPage: true });
  await page.goto(`/admin/masterclass-sections/${sectionId}`);
  await expect(page.getByRole('button', { name: 'Move First lesson up' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('section-phone.png'), fullPage: true });

  // Leaves the library and the course as the member specs expect them on a rerun.
  for (const lesson of lessons)
    await request.delete(`/api/admin/masterclass-lessons/${lesson.id}`, { headers });
  expect(
    (await request.delete(`/api/admin/masterclass-sections/${sectionId}`, { headers })).status(),
  ).toBe(204);
  expect((await request.delete(`/api/admin/resources/${resourceId}`, { headers })).status()).toBe(
    204,
  );
});
