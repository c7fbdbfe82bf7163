import AxeBuilder from '@axe-core/playwright';
import { PUBLIC_STATIC_PATHS } from '@fabrion/shared';
import { expect, test, type Page } from '@playwright/test';

// Every public route in every language: axe must find no serious or critical violation.
test.describe.configure({ timeout: 180_000 });

const LANGUAGES = ['en', 'es', 'de'] as const;

async function publicRoutes(page: Page): Promise<string[]> {
  const posts = (await (await page.request.get('/api/blog-posts?page=1&pageSize=1')).json()) as {
    items: Array<{ slug: string }>;
  };
  const studies = (await (await page.request.get('/api/case-studies')).json()) as Array<{
    caseId: string;
  }>;
  return [
    ...PUBLIC_STATIC_PATHS,
    `/case-studies/${studies[0]!.caseId}`,
    `/blog/${posts.items[0]!.slug}`,
    '/no-such-page',
  ];
}

for (const language of LANGUAGES) {
  test(`[A11Y] every public page in ${language} has no serious or critical axe violation`, async ({
    page,
  }) => {
    const found: string[] = [];
    for (const path of await publicRoutes(page)) {
      const url = `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      for (const violation of violations) {
        if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
        const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
        found.push(`${url}: ${violation.id} (${violation.impact}) ${targets.join(' | ')}`);
      }
    }
    expect(found).toEqual([]);
  });
}
