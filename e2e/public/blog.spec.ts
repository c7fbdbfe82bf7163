import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { gotoApp, waitForHydration } from '../support/dom';

// These pages fetch their content after the JS loads; on a two-core machine shared with other
// runs that can take several seconds, so waits and tests get more room than the defaults.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const PAGE_SIZE = 12;

interface PostSummary {
  slug: string;
  title: string;
  category: string;
  image: string | null;
}

/** The seeded posts as the API lists them (date descending), one page at a time. */
async function listPage(request: APIRequestContext, page: number) {
  const response = await request.get(`/api/blog-posts?page=${page}&pageSize=${PAGE_SIZE}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { items: PostSummary[]; total: number };
}

test('[BLOG] list shows twelve posts a page; a post opens at the top and Back returns to the list', async ({
  page,
  request,
}) => {
  const { items, total } = await listPage(request, 1);
  expect(total).toBeGreaterThanOrEqual(15);

  await gotoApp(page, '/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(PAGE_SIZE);
  await expect(cards.first().getByRole('link')).toHaveText(items[0]!.title);

  // The last card of the page: the article must open scrolled to the top.
  const last = items[PAGE_SIZE - 1]!;
  await page.getByRole('link', { name: last.title, exact: true }).scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(0);
  await page.getByRole('link', { name: last.title, exact: true }).click();

  await expect(page).toHaveURL(`/blog/${last.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: last.title })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(last.title)));
  await expect(page.getByRole('heading', { name: 'Educational content' })).toBeVisible();

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(cards).toHaveCount(PAGE_SIZE);
});

test('[BLOG] an article shows its author, date, read time, body and disclaimer', async ({
  page,
  request,
}) => {
  const { items } = await listPage(request, 1);
  const response = await request.get(`/api/blog-posts/${items[0]!.slug}`);
  const post = (await response.json()) as { title: string; author: string; authorRole: string };

  await gotoApp(page, `/blog/${items[0]!.slug}`);
  const article = page.getByRole('main').getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(article.getByText(`Written by ${post.author}`, { exact: true })).toBeVisible();
  await expect(article.getByText(post.authorRole, { exact: true })).toBeVisible();
  await expect(article.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  await expect(article.getByText(/min read/)).toBeVisible();
  await expect(article.getByRole('heading', { name: 'Educational content' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/blog');
});

test('[BLOG] an unknown slug shows Blog Post Not Found with a way back to the blog', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/blog-posts/')) asked.push(request.url());
  });
  await gotoApp(page, '/blog/no-such-article-anywhere');

  await expect(page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible();
  // The server's 404 came with the page: the browser does not ask again.
  expect(asked).toEqual([]);
  await expect(
    page.getByText("The article you're looking for doesn't seem to exist."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Return to Blog' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

test('[BLOG] pagination: page 2 has its own address, and Back from one of its posts returns to it', async ({
  page,
  request,
}) => {
  const [first, second] = [await listPage(request, 1), await listPage(request, 2)];
  const pages = Math.ceil(first.total / PAGE_SIZE);

  await gotoApp(page, '/blog');
  const pagination = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(pagination.getByRole('listitem')).toHaveCount(pages + 2); // previous, pages, next
  await expect(pagination.getByRole('button', { name: 'Previous page' })).toBeDisabled();

  await pagination.getByRole('link', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL('/blog?page=2');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(second.items.length);
  await expect(cards.first().getByRole('link')).toHaveText(second.items[0]!.title);
  await expect(pagination.getByRole('link', { name: 'Page 2, current page' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The address is linkable: opening it directly shows the same page.
  await page.reload();
  await waitForHydration(page);
  await expect(cards.first().getByRole('link')).toHaveText(second.items[0]!.title);

  await cards.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: second.items[0]!.title })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL('/blog?page=2');

  await pagination.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(cards.first().getByRole('link')).toHaveText(first.items[0]!.title);
});

test('[BLOG] a card whose image fails to load shows its category image', async ({
  page,
  request,
}) => {
  const { items } = await listPage(request, 1);
  // Every post image fails, as a missing upload would; the site's own images still load.
  await page.route(
    (url) =>
      /\.(svg|png|jpe?g|webp|avif|gif)$/i.test(url.pathname) &&
      url.pathname !== '/images/default.svg' &&
      !url.pathname.startsWith('/images/fallbacks/'),
    (route) => route.fulfill({ status: 404, body: '' }),
  );

  await gotoApp(page, '/blog');
  const images = page.getByRole('main').getByRole('article').locator('img');
  await expect(images).toHaveCount(PAGE_SIZE);
  for (const [index, post] of items.entries()) {
    // An empty path is the default image by rule; a failing one becomes its category's image.
    const expected = post.image?.trim()
      ? `/images/fallbacks/blog/${post.category}.svg`
      : '/images/default.svg';
    await images.nth(index).scrollIntoViewIfNeeded(); // below the fold they load lazily
    await expect(images.nth(index)).toHaveAttribute('src', expected);
    await expect.poll(() => naturalWidth(images.nth(index))).toBeGreaterThan(0);
  }
});

test('[BLOG] cards open from the keyboard', async ({ page, request }) => {
  const { items } = await listPage(request, 1);

  await gotoApp(page, '/blog');
  const link = page.getByRole('link', { name: items[0]!.title, exact: true });
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/blog/${items[0]!.slug}`);
});

/** How far the page is scrolled (the e2e code has no DOM types; this runs in the browser). */
function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY);
}

/** 0 until an image has loaded real pixels. */
function naturalWidth(image: Locator): Promise<number> {
  return image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth);
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
