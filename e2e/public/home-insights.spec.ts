import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { gotoApp } from '../support/dom';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

interface InsightsPage {
  items: Array<{ title: string; type: 'blog' | 'case-study' }>;
  total: number;
}

async function insights(request: APIRequestContext, type: string, page: number, q = '') {
  const response = await request.get(
    `/api/insights?type=${type}&page=${page}&pageSize=3${q ? `&q=${encodeURIComponent(q)}` : ''}`,
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as InsightsPage;
}

function section(page: Page): Locator {
  return page.locator('#insights');
}

async function expectCards(page: Page, expected: InsightsPage) {
  const titles = section(page).getByRole('article').getByRole('heading', { level: 3 });
  await expect(titles).toHaveText(expected.items.map((item) => item.title));
}

test('[HOME] insights: three a page, previous/next disabled at the ends', async ({
  page,
  request,
}) => {
  const first = await insights(request, 'all', 1);
  const pages = Math.ceil(first.total / 3);
  expect(pages).toBeGreaterThan(2);

  await gotoApp(page, '/#insights');
  const previous = section(page).getByRole('button', { name: 'Previous' });
  const next = section(page).getByRole('button', { name: 'Next' });
  await expectCards(page, first);
  await expect(section(page).getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect(previous).toBeDisabled();

  await next.click();
  await expectCards(page, await insights(request, 'all', 2));
  await expect(section(page).getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(previous).toBeEnabled();

  for (let current = 2; current < pages; current += 1) await next.click();
  await expect(section(page).getByText(`Page ${pages} of ${pages}`)).toBeVisible();
  await expect(next).toBeDisabled();
  await expectCards(page, await insights(request, 'all', pages));
});

test('[HOME] insights: a tab or a search returns to page 1 and filters the cards', async ({
  page,
  request,
}) => {
  await gotoApp(page, '/#insights');
  const next = section(page).getByRole('button', { name: 'Next' });
  await expectCards(page, await insights(request, 'all', 1));
  await next.click();
  await expect(section(page).getByText(/^Page 2 of/)).toBeVisible();

  await section(page).getByRole('tab', { name: 'Case Study' }).click();
  await expect(section(page).getByText(/^Page 1 of/)).toBeVisible();
  const studies = await insights(request, 'case-study', 1);
  await expectCards(page, studies);
  await expect(section(page).getByRole('article').getByText('Blog', { exact: true })).toHaveCount(
    0,
  );

  await next.click();
  await expect(section(page).getByText(/^Page 2 of/)).toBeVisible();
  await section(page).getByRole('searchbox', { name: 'Search insights' }).fill('TWIN');
  await expect(section(page).getByText('Page 1 of 1')).toBeVisible();
  await expectCards(page, await insights(request, 'case-study', 1, 'twin'));

  await section(page).getByRole('tab', { name: 'All' }).click();
  const all = await insights(request, 'all', 1, 'twin');
  expect(all.items.length).toBeGreaterThan(0);
  await expectCards(page, all);

  await section(page).getByRole('searchbox', { name: 'Search insights' }).fill('no such words zz');
  await expect(section(page).getByText('No insights match your search.')).toBeVisible();
  await expect(next).toBeDisabled();
});

test('[HOME] insights can be used with the keyboard alone', async ({ page, request }) => {
  await gotoApp(page, '/#insights');
  await expectCards(page, await insights(request, 'all', 1));
  await section(page).getByRole('tab', { name: 'All' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(section(page).getByRole('tab', { name: 'Blog' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectCards(page, await insights(request, 'blog', 1));
  await section(page).getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expectCards(page, await insights(request, 'blog', 2));
});
