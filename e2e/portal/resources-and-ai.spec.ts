import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectToast, recordToasts, signedInMember } from '../fixtures/portal';

// A member page's first load on a machine shared with other suites can be many times slower.
test.describe.configure({ timeout: 120_000 });
const PAGE_LOAD = { timeout: 60_000 };

/** Screenshots for a person to look at (E2E_SCREENSHOTS=1); the suite skips them. */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

async function expectNoSeriousViolations(page: Page) {
  // Contrast is judged on the page at rest: a fade still running reads as low contrast.
  await page.waitForFunction(() => {
    type Running = { playState: string; effect: { getTiming(): { iterations?: number } } | null };
    const { document } = globalThis as unknown as {
      document: { getAnimations(): Running[] };
    };
    return document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      );
  });
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([]);
}

test('[RESOURCES] tabs, search, paging, detail and download', async ({ page }, testInfo) => {
  await signedInMember(page.request);
  await page.goto('/dashboard-resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText(/Case studies, flyers and canvases/)).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(3);
  // The 12 seeded resources: 4 pages of 3, newest first.
  const pages = page.getByRole('navigation', { name: 'Resource pages' });
  await expect(pages.getByText('Page 1 of 4')).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(cards.first()).toContainText('Machine-as-a-service business model canvas');
  await expectNoSeriousViolations(page);
  await screenshot(page, testInfo, 'resources-list');

  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages.getByText('Page 2 of 4')).toBeVisible();
  await pages.getByRole('button', { name: 'Next' }).click();
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages.getByText('Page 4 of 4')).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

  // A tab goes back to page 1 and shows its category only.
  await page.getByRole('tab', { name: 'Canvas' }).click();
  await expect(page).toHaveURL(/\?category=canvas$/);
  await expect(pages.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByText('4 resources')).toBeVisible();

  // Search (body text too), case-insensitive, within the tab.
  await page.getByRole('searchbox', { name: 'Search resources' }).fill('VALUE UNIT');
  await expect(page).toHaveURL(/q=VALUE\+UNIT/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Machine-as-a-service business model canvas');
  await expect(pages).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search resources' }).fill('no such thing anywhere');
  await expect(page.getByText('No Resources Found')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search resources' }).fill('value unit');
  await expect(cards).toHaveCount(1);

  // The detail, its file (fetched with the session, opened in a new tab) and the way back.
  await cards
    .first()
    .getByRole('link', { name: /^Read more/ })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Machine-as-a-service business model canvas' }),
  ).toBeVisible();
  await expect(page.getByText('Additional resource material')).toBeVisible();
  await expect(page.getByText('maas-business-model-canvas.pdf')).toBeVisible();
  await expect(page.getByText(/provided the source is acknowledged/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshot(page, testInfo, 'resource-detail');
  const [file, popup] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/file')),
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Open maas-business-model-canvas.pdf in a new tab' }).click(),
  ]);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect.poll(() => popup.url()).toMatch(/^blob:/);
  await popup.close();

  await page.getByRole('link', { name: 'Back to Resources' }).click();
  await expect(page).toHaveURL(/\/dashboard-resources\?category=canvas&q=value\+unit$/);
  await expect(cards).toHaveCount(1);

  await page.goto('/dashboard-resources/no-such-resource');
  await expect(page.getByText('Resource Not Found')).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('link', { name: 'Return to Resources' })).toBeVisible();
});

test('[AI] copilots, solutions and prompts; copying a prompt shows the toast', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await recordToasts(page);
  await signedInMember(page.request);

  await page.goto('/ai-copilots');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Copilots' })).toBeVisible(PAGE_LOAD);
  const open = page.getByRole('link', { name: /^Open .* in a new tab$/ });
  await expect(open).toHaveCount(4);
  await expect(open.first()).toHaveAttribute('href', /^https:\/\//);
  await expect(open.first()).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /^Upgrade to Premium/ })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await expectNoSeriousViolations(page);
  await screenshot(page, testInfo, 'ai-copilots');

  await page.goto('/ai-solutions');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Solutions' })).toBeVisible(
    PAGE_LOAD,
  );
  await expect(page.getByRole('button', { name: /^See Solutions/ })).toHaveCount(6);
  await expect(page.getByText('12 solutions')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Upgrade to Premium/ })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await expectNoSeriousViolations(page);
  await screenshot(page, testInfo, 'ai-solutions');

  await page.goto('/ai-prompts');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Prompts' })).toBeVisible(PAGE_LOAD);
  // The closing links are greyed out until their addresses have loaded: checked once they have.
  await expect(page.getByRole('link', { name: /^Upgrade to Premium/ })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Copy the Market Analysis prompt' }).click();
  await expectToast(page, 'Copied to clipboard');
  await expectToast(page, 'Prompt copied to clipboard successfully');
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toMatch(
    /^You are a market analyst for industrial equipment\./,
  );
  await screenshot(page, testInfo, 'ai-prompts');
});

test('[RESOURCES] without a session the new pages go to /portal', async ({ page }) => {
  for (const path of [
    '/dashboard-resources',
    '/dashboard-resources/machine-as-a-service-business-model-canvas',
    '/ai-copilots',
    '/ai-solutions',
    '/ai-prompts',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/portal$/, PAGE_LOAD);
  }
});
