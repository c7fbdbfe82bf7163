import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/dom';

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
      sources?: Array<{ node?: { nodeName?: string; className?: string } }>;
    }
    const scope = globalThis as unknown as {
      __cls: number;
      __shifts: string[];
      PerformanceObserver: new (callback: (list: { getEntries(): Shift[] }) => void) => {
        observe(options: { type: string; buffered: boolean }): void;
      };
    };
    scope.__cls = 0;
    scope.__shifts = [];
    new scope.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        scope.__cls += entry.value;
        const nodes = (entry.sources ?? []).map((s) => `${s.node?.nodeName}.${s.node?.className}`);
        scope.__shifts.push(`${entry.value.toFixed(3)}: ${nodes.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

function layoutShift(page: Page): Promise<{ cls: number; shifts: string[] }> {
  return page.evaluate(() => {
    const scope = globalThis as unknown as { __cls: number; __shifts: string[] };
    return { cls: scope.__cls, shifts: scope.__shifts };
  });
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
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(
      path === '/no-such-page' ? 0 : 1,
    );
    const { cls, shifts } = await layoutShift(page);
    expect(cls, `layout shift on ${path}: ${shifts.join('; ')}`).toBeLessThan(0.01);
  }
  expect(problems).toEqual([]);
});

/**
 * The page's Emotion classes that no style rule defines, and how many rules the browser's cache
 * inserted itself (runs in the browser).
 */
function styleCoverage(page: Page) {
  return page.evaluate(() => {
    interface Rule {
      cssText: string;
    }
    const doc = (
      globalThis as unknown as {
        document: {
          querySelectorAll(selector: string): Iterable<{
            sheet: { cssRules: Iterable<Rule> };
            classList: Iterable<string>;
          }>;
        };
      }
    ).document;
    const rulesOf = (selector: string): Rule[] =>
      [...doc.querySelectorAll(selector)].flatMap((style) => [...style.sheet.cssRules]);
    const defined = new Set(
      rulesOf('style').flatMap((rule) => rule.cssText.match(/\.css-[a-z0-9]+/g) ?? []),
    );
    const used = new Set<string>(
      [...doc.querySelectorAll('[class*="css-"]')].flatMap((element) =>
        [...element.classList].filter((name) => /^css-[a-z0-9]+$/.test(name) && name !== 'css-0'),
      ),
    );
    return {
      undefinedClasses: [...used].filter((name) => !defined.has(`.${name}`)),
      insertedInBrowser: rulesOf('style[data-emotion="css"]').length,
    };
  });
}

test("[SSR] hydration takes the server's styles over as they are", async ({ page }) => {
  const { post } = await firstContent(page);
  // Before any script runs: the style sheet the browser built from the server's element.
  await page.addInitScript(() => {
    const scope = globalThis as unknown as {
      document: {
        readyState: string;
        addEventListener(type: string, listener: () => void): void;
        querySelector(selector: string): { sheet: unknown } | null;
      };
      __serverSheet: unknown;
    };
    scope.document.addEventListener('readystatechange', () => {
      if (scope.document.readyState === 'interactive')
        scope.__serverSheet = scope.document.querySelector('style[data-server-styles]')?.sheet;
    });
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // Not moved or rebuilt: either would make the browser restyle the whole page.
  const kept = await page.evaluate(() => {
    const scope = globalThis as unknown as {
      document: { querySelector(selector: string): { sheet: unknown } | null };
      __serverSheet: unknown;
    };
    const sheet = scope.document.querySelector('head > style[data-server-styles]')?.sheet;
    return sheet !== undefined && sheet === scope.__serverSheet;
  });
  expect(kept).toBe(true);
  const home = await styleCoverage(page);
  expect(home.undefinedClasses).toEqual([]);
  // Only what the browser alone renders (the insights tabs' scroll buttons); it inserted 121
  // rules while the server left the composed styles unnamed.
  expect(home.insertedInBrowser).toBeLessThan(20);
  // A page rendered by the browser alone gets all its rules too.
  await page.goto(`/blog/${post.slug}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: /back/i }).first().click();
  await page.waitForURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  expect((await styleCoverage(page)).undefinedClasses).toEqual([]);
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
  // Hydration adopted the server's head tags and navigation replaced them: one of each.
  for (const selector of ['title', 'link[rel="canonical"]', 'meta[property="og:title"]']) {
    await expect(page.locator(`head ${selector}`)).toHaveCount(1);
  }
  await expect(page.locator('head link[rel="alternate"]')).toHaveCount(4);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/blog/${post.slug}$`),
  );
  expect(problems).toEqual([]);
});

test('[SSR] a stored language is applied after hydrating the English page', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
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
  // Switched after hydration, not during it (which React reports as a mismatch).
  expect(errors).toEqual([]);
});

test("[SSR] the app's code is requested only after the server-rendered page has painted", async ({
  page,
}) => {
  const response = await page.goto('/about');
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain('<script type="module"');
  expect(html).toContain('src="/boot.js"');
  await waitForHydration(page);
  const timing = await page.evaluate(() => {
    const perf = (
      globalThis as unknown as {
        performance: {
          getEntriesByType(type: string): Array<{ name: string; startTime: number }>;
        };
      }
    ).performance;
    const paint = perf.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint');
    const scripts = perf
      .getEntriesByType('resource')
      .filter((e) => /\/assets\/.+\.js$/.test(new URL(e.name).pathname));
    return { paint: paint?.startTime, firstScript: Math.min(...scripts.map((e) => e.startTime)) };
  });
  expect(timing.paint).toBeDefined();
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint!);
});

test('[SSR] the address keeps the language across the site’s links, so a reload renders in it', async ({
  page,
}) => {
  await page.goto('/about?lang=de');
  // As every other wait for hydration: the test's time, not an assertion's 7 s (a loaded machine
  // once took longer to hydrate /about's islands).
  await waitForHydration(page);
  // Every chunk of the page arrived (a clean-clone CI run once saw a click 20 ms after hydration
  // on a loaded machine do nothing, not reproduced in 24 runs since; see the closing note).
  await page.waitForLoadState('networkidle');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Fallstudien' }).click();
  await expect(page).toHaveURL(/\/case-studies\?lang=de$/);

  // The server renders the reloaded page in German: no English first, no switch after.
  const response = await page.reload();
  expect(await response?.text()).toContain('<html lang="de"');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsere Erfolgsgeschichten');

  // Back to English: the address drops the parameter.
  const menu = page.getByRole('button', { name: 'Menü öffnen' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'English' });
  await expect(page).toHaveURL(/\/case-studies$/);
});
