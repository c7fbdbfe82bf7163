import { expect, type Page, test } from '@playwright/test';
import { activeMember, readMailLink, uniqueEmail } from '../fixtures/portal';
import { signInToAdmin, staffMember } from '../fixtures/staff';

// The flows run at desktop size in both projects (the phone project too, as accounts.spec.ts);
// each looks at its page at 390 px as well.
test.use({ viewport: { width: 1366, height: 900 } });
test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };

async function fillPost(page: Page, slug: string, title: string) {
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('textbox', { name: /^Slug/ }).fill(slug);
  await page.getByRole('textbox', { name: /^Date/ }).fill('March 4, 2025');
  await page
    .getByRole('textbox', { name: /^Excerpt/ })
    .fill('What a plant learns from a year of data.');
  await page.getByRole('textbox', { name: /^Read time/ }).fill('5 min read');
  await page.getByRole('textbox', { name: /^Author$|^Author \*/ }).fill('Mara Pop');
  await page.getByRole('textbox', { name: /^Author role/ }).fill('Reliability Engineer');
  const body = page.getByRole('textbox', { name: 'Body' });
  await body.click();
  await page.keyboard.type('Bearings announce their end weeks ahead.');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' If someone listens.');
}

test('[ADMIN] an editor drafts, previews and publishes a post, then sees it on the public site', async ({
  page,
  request,
}, testInfo) => {
  const editor = await staffMember(request, 'editor');
  await signInToAdmin(page, editor);
  await expect(page.getByRole('menuitem', { name: 'Blog posts' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Accounts' })).toHaveCount(0);

  await page.getByRole('menuitem', { name: 'Blog posts' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  const slug = `editor-post-${Date.now().toString(36)}`;
  const title = `Listening to bearings ${slug}`;
  await fillPost(page, slug, title);
  const body = page.getByRole('textbox', { name: 'Body' });
  await expect(body.locator('strong')).toHaveText('If someone listens.');
  // Only what the sanitizer keeps is offered: no strikethrough (`<s>` would be dropped on save).
  await expect(page.getByRole('button', { name: 'Strikethrough' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Italic' })).toBeVisible();
  await body.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('editor-body.png') });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Preview' })).toBeVisible();
  expect((await request.get(`/api/blog-posts/${slug}`)).status()).toBe(404);

  // Preview: the site's own page of the draft, in a new tab, marked as not published.
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Preview' }).click(),
  ]);
  await expect(preview).toHaveURL(new RegExp(`/blog/${slug}\\?preview=`));
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByText('Preview — not published')).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'If someone listens.' })).toBeVisible();
  await preview.screenshot({ path: testInfo.outputPath('editor-preview.png') });
  await preview.close();
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);

  await page.getByLabel('Published').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: title })).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(title) }).getByText('published', { exact: true }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('editor-posts.png') });

  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Bearings announce their end weeks ahead.')).toBeVisible();

  await page.setViewportSize(PHONE);
  await page.goto('/admin/posts');
  await expect(page.getByText(title)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('editor-posts-phone.png') });

  // The stored (sanitised) body comes back into the editor; then deleting asks first.
  await page.getByText(title).click();
  const storedBody = page.getByRole('textbox', { name: 'Body' });
  await expect(storedBody.locator('strong')).toHaveText('If someone listens.');
  await storedBody.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('editor-body-phone.png') });
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Delete');
  await page.screenshot({ path: testInfo.outputPath('editor-delete-confirm-phone.png') });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(title)).toHaveCount(0);
  expect((await request.get(`/api/blog-posts/${slug}`)).status()).toBe(404);
});

test('[ADMIN] an editor schedules a post: the site keeps it hidden until then', async ({
  page,
  request,
}, testInfo) => {
  const editor = await staffMember(request, 'editor');
  await signInToAdmin(page, editor);
  await page.goto('/admin/posts/create');
  const slug = `scheduled-post-${Date.now().toString(36)}`;
  const title = `Scheduled ${slug}`;
  await fillPost(page, slug, title);
  await page.getByLabel('Published').check();
  const at = new Date(Date.now() + 2 * 86_400_000);
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await page.getByLabel('Publish at (optional)').fill(local);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Preview' })).toBeVisible();
  await page.goto('/admin/posts');
  await expect(
    page.getByRole('row', { name: new RegExp(title) }).getByText('scheduled', { exact: true }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('editor-scheduled.png') });
  expect((await request.get(`/api/blog-posts/${slug}`)).status()).toBe(404);
  const list = (await (await request.get('/api/blog-posts?pageSize=50')).json()) as {
    items: Array<{ slug: string }>;
  };
  expect(list.items.map((p) => p.slug)).not.toContain(slug);
});

test('[ADMIN] an account manager invites a member and sees no content menus', async ({
  page,
  request,
}, testInfo) => {
  const manager = await staffMember(request, 'account_manager');
  await signInToAdmin(page, manager);
  await expect(page.getByRole('menuitem', { name: 'Blog posts' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Accounts' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveCount(0);
  const email = uniqueEmail('invited-by-am');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('textbox', { name: /^Full name/ }).fill('Dorothy Vaughan');
  await page.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toBeVisible();
  await expect(row.getByText('invited', { exact: true })).toBeVisible();
  expect(new URL(await readMailLink(email, 'invitation')).pathname).toBe('/confirm-signup');
  await row.getByRole('button', { name: 'Resend invitation' }).click();
  await expect(page.getByText('Resend invitation: done')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('manager-accounts.png') });
  await row.getByRole('cell', { name: 'Dorothy Vaughan' }).click();
  await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: testInfo.outputPath('manager-member-phone.png'), fullPage: true });
});

test('[ADMIN] an editor cannot see or open Accounts', async ({ page, request }) => {
  const editor = await staffMember(request, 'editor');
  await signInToAdmin(page, editor);
  await expect(page.getByRole('menuitem', { name: 'Accounts' })).toHaveCount(0);
  await page.goto('/admin/users');
  await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
  await expect(page.getByText('Access denied').first()).toBeVisible();
});

test('[ADMIN] a signed-in member opening /admin is sent to the staff sign-in', async ({
  page,
  request,
}) => {
  const member = await activeMember(request);
  // The portal's session: the refresh cookie lands in the browser's context.
  const signedIn = await page.request.post('/api/auth/login', {
    data: { email: member.email, password: member.password },
  });
  expect(signedIn.status()).toBe(200);
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('menuitem', { name: 'Accounts' })).toHaveCount(0);
  const api = await page.request.get('/api/admin/users', {
    headers: {
      authorization: `Bearer ${((await signedIn.json()) as { accessToken: string }).accessToken}`,
    },
  });
  expect(api.status()).toBe(403);
});
