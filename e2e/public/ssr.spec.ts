import { expect, test, type Page } from '@playwright/test';

test.describe.configure({ timeout: 60_000 });

/** The first published post and case study, as the API lists them. */
async function firstContent(page: Page) {
  const posts = await page.request.get('/api/blog-posts?page=1&pageSize=1');
  const studies = await page.request.get('/api/case-studies');
  const [post] = ((await posts.json()) as { items: Array<{ slug: string; title: string }> }).items;
  const [study] = (await studies.json()) as Array<{ caseId: string; title: string }>;
  return { post: post!, study: study! };
}

/** Sums layout shifts (not caused by input) from the start of the page's life. */
async function watchLayoutShifts(page: Page) {
  // Runs in the browser (the e2e code has no DOM types).
  await page.addInitScript(() => {
    interface Shift {
      value: number;
      hadRecentInput: boolean;
    }
    const scope = globalThis as unknown as {
      __cls: number;
      PerformanceObserver: new (callback: (list: { getEntries(): Shift[] }) => void) => {
        observe(options: { type: string; buffered: boolean }): void;
      };
    };
    scope.__cls = 0;
    new scope.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) scope.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (globalThis as unknown as { __cls: number }).__cls);
}

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('[SSR] public pages hydrate without console errors or layout shift', async ({ page }) => {
  const { post, study } = await firstContent(page);
  await watchLayoutShifts(page);
  const problems = collectProblems(page);
  const pages: Array<[string, string]> = [
    ['/', ''],
    ['/blog', 'Blog'],
    [`/blog/${post.slug}`, post.title],
    ['/case-studies', 'Our Success Stories'],
    [`/case-studies/${study.caseId}`, study.title],
    ['/about', ''],
    ['/services/strategy', ''],
    ['/blog?lang=de', 'Blog'],
    ['/no-such-page', 'Oops! Page not found'],
  ];
  for (const [path, heading] of pages) {
    const response = await page.goto(path, { waitUntil: 'load' });
    if (path === '/no-such-page') {
      expect(response?.status()).toBe(404);
      // The browser reports the document's own 404: expected here, and nothing else.
      const expected = problems.findIndex((text) => text.includes('status of 404'));
      if (expected >= 0) problems.splice(expected, 1);
    }
    if (heading) {
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    const cls = await layoutShift(page);
    expect(cls, `layout shift on ${path}`).toBeLessThan(0.01);
  }
  expect(problems).toEqual([]);
});

test('[SSR] the page works after hydration: client navigation reuses the server data', async ({
  page,
}) => {
  const { post } = await firstContent(page);
  const problems = collectProblems(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) apiCalls.push(request.url());
  });
  await page.goto('/blog');
  await page.waitForLoadState('networkidle');
  // The list came with the page: the browser did not ask for it again.
  expect(apiCalls.filter((url) => url.includes('/api/blog-posts'))).toEqual([]);
  await page.getByRole('link', { name: post.title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  expect(problems).toEqual([]);
});

test('[SSR] a stored language is applied after hydrating the English page', async ({ page }) => {
  await page.addInitScript(() =>
    (
      globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
    ).localStorage.setItem('language', 'de'),
  );
  await page.goto('/blog');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(
    page.getByText('Praxisnahes Wissen über industrielle KI', { exact: false }),
  ).toBeVisible();
});
