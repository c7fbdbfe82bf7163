import { expect, test, type Page } from '@playwright/test';
import { MEMBER_PATH_PREFIXES, PUBLIC_STATIC_PATHS } from '@fabrion/shared';
import { activeMember } from '../fixtures/portal';
import { E2E_ADMIN } from '../support/server-env';

test.describe.configure({ timeout: 120_000 });

/**
 * Records every Content-Security-Policy violation a page reports (the `securitypolicyviolation`
 * event and the console's CSP messages) from the first script on.
 */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript({
    content: `(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI + ' on ' + location.pathname);
      });
    })();`,
  });
  return async () => [
    ...console,
    ...((await page.evaluate('window.__cspViolations || []')) as string[]),
  ];
}

/** Visits each address in turn and returns every violation seen on any of them. */
async function visitAll(page: Page, paths: readonly string[]): Promise<string[]> {
  const violations = await recordViolations(page);
  const seen: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    seen.push(...(await violations()));
  }
  return seen;
}

test('[SECURITY] the public site reports no CSP violation', async ({ page, request }) => {
  // Every fixed page, and a post (with its audio embed) and a case study from the content API.
  const posts = (await (await request.get('/api/blog-posts?pageSize=50')).json()) as {
    items: Array<{ slug: string; hasAudio?: boolean }>;
  };
  const withAudio = posts.items.find((post) => post.hasAudio) ?? posts.items[0]!;
  const studies = (await (await request.get('/api/case-studies')).json()) as Array<{
    caseId: string;
  }>;
  const paths = [
    ...PUBLIC_STATIC_PATHS,
    `/blog/${withAudio.slug}`,
    `/case-studies/${studies[0]!.caseId}`,
    '/about?lang=de',
    '/no-such-page',
  ];
  expect(await visitAll(page, paths)).toEqual([]);
});

test('[SECURITY] the member portal reports no CSP violation', async ({ page }) => {
  const member = await activeMember(page.request);
  // The browser context's own request: the refresh cookie lands where the pages will find it.
  const signIn = await page.request.post('/api/auth/login', {
    data: { email: member.email, password: member.password },
  });
  expect(signIn.status()).toBe(200);
  const paths = MEMBER_PATH_PREFIXES.filter((path) => path !== '/portal');
  expect(await visitAll(page, ['/portal', ...paths])).toEqual([]);
});

test('[SECURITY] the back office reports no CSP violation', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/admin/');
  await page.getByRole('textbox', { name: /^Username/ }).fill(E2E_ADMIN.email);
  await page.getByRole('textbox', { name: /^Password/ }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const menu = page.getByRole('menuitem');
  // On a phone the menu is a drawer behind react-admin's toggle.
  const openMenu = async () => {
    if (!(await menu.first().isVisible()))
      await page.getByRole('button', { name: /open menu/i }).click();
    await expect(menu.first()).toBeVisible();
  };
  await expect(
    page
      .getByRole('button', { name: /open menu|close menu/i })
      .or(menu.first())
      .first(),
  ).toBeVisible();
  await openMenu();
  // Every page of the menu, as many as the back office has.
  const names = await menu.allTextContents();
  for (const name of names) {
    await openMenu();
    const item = page.getByRole('menuitem', { name: name.trim(), exact: true }).first();
    const href = await item.getAttribute('href');
    await item.click();
    if (href)
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.getByRole('main').first()).toBeVisible();
  }
  expect(names.length).toBeGreaterThan(0);
  expect(await violations()).toEqual([]);
});
