import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { ContentCacheService } from '../../../src/modules/content/cache/content-cache.service';
import { resetContent } from '../../factories/content.factory';
import { createTestApp } from '../../setup/test-app';

/** The per-category counts behind the list's `total` must always equal a real count. */
describe('Blog post counts (triggers)', () => {
  let sut: NestFastifyApplication;
  let db: DataSource;

  const counted = async () =>
    Object.fromEntries(
      (
        await db.query(
          `SELECT category, published FROM home_blog_post_counts WHERE published <> 0 ORDER BY category`,
        )
      ).map((row: { category: string; published: number }) => [row.category, row.published]),
    );
  const actual = async () =>
    Object.fromEntries(
      (
        await db.query(
          `SELECT category, count(*)::int AS n FROM home_blog_posts WHERE published GROUP BY category ORDER BY category`,
        )
      ).map((row: { category: string; n: number }) => [row.category, row.n]),
    );
  const insert = (rows: number, category: string, published: boolean) =>
    db.query(
      `INSERT INTO home_blog_posts (slug, title, date, excerpt, category, read_time, author, author_role, content, published)
       SELECT 'p-' || $2 || '-' || $3 || '-' || i, 'Post p-' || $2 || '-' || $3 || '-' || i, 'x', 'e', $2::varchar, '1 min', 'a', 'r', 'c', $3::boolean
       FROM generate_series(1, $1) AS i`,
      [rows, category, published],
    );

  beforeAll(async () => {
    sut = await createTestApp();
    db = sut.get(DataSource);
    await resetContent(sut);
  });

  afterAll(async () => {
    await sut.close();
  });

  it('should follow bulk inserts, publishing, category changes, deletes and truncation', async () => {
    await insert(500, 'ai', true);
    await insert(200, 'strategy', true);
    await insert(50, 'automation', false);
    expect(await counted()).toEqual({ ai: 500, strategy: 200 });

    await db.query(`UPDATE home_blog_posts SET published = true WHERE category = 'automation'`);
    await db.query(
      `UPDATE home_blog_posts SET category = 'innovation' WHERE slug LIKE 'p-ai-true-1%'`,
    );
    await db.query(
      `UPDATE home_blog_posts SET published = false WHERE slug LIKE 'p-strategy-true-2%'`,
    );
    await db.query(`DELETE FROM home_blog_posts WHERE slug LIKE 'p-ai-true-3%'`);
    expect(await counted()).toEqual(await actual());
    expect(Object.values(await counted()).reduce((a, b) => a + b, 0)).toBeGreaterThan(600);

    await db.query('TRUNCATE home_blog_posts');
    expect(await counted()).toEqual({});
  });

  it('should give the list the same total as counting would', async () => {
    await insert(37, 'innovation', true);
    await insert(5, 'innovation', false);
    const response = await sut.inject({
      method: 'GET',
      url: '/api/blog-posts?category=innovation',
    });
    expect(response.json().total).toBe(37);
  });

  it('should count a search exactly up to 1,000 matches and estimate beyond', async () => {
    await db.query('TRUNCATE home_blog_posts');
    await insert(1500, 'ai', true);
    await db.query(
      `UPDATE home_blog_posts SET title = 'Telemetry ' || slug WHERE slug LIKE 'p-ai-true-1%'`,
    );
    await db.query('ANALYZE home_blog_posts');
    // 612 titles (posts 1, 10-19, 100-199, 1000-1500) start with "Telemetry": counted exactly.
    const exact = (await sut.inject({ method: 'GET', url: '/api/blog-posts?q=telemetry' })).json();
    expect(exact).toMatchObject({ total: 612 });
    expect(exact).not.toHaveProperty('totalIsEstimate');
    // Every post matches "p-ai": more than 1,000, so the total is the planner's estimate.
    const estimated = (await sut.inject({ method: 'GET', url: '/api/blog-posts?q=p-ai' })).json();
    expect(estimated.totalIsEstimate).toBe(true);
    expect(estimated.total).toBeGreaterThan(1000);
    expect(estimated.total).toBeLessThan(3000);
    expect(estimated.items).toHaveLength(12);
  });

  it('should take a large planner estimate for the total without counting', async () => {
    await db.query('TRUNCATE home_blog_posts');
    await insert(6000, 'ai', true);
    await db.query('ANALYZE home_blog_posts');
    // The statistics still say 6,000 posts match "p-ai" once all but 10 are drafts: a search the
    // planner expects in at least TRUSTED_SEARCH_ESTIMATE posts is not counted, its estimate stands.
    await db.query(
      `UPDATE home_blog_posts SET published = false WHERE slug NOT LIKE 'p-ai-true-1_'`,
    );
    await sut.get(ContentCacheService).invalidate(); // the writes above bypassed the services
    const response = (await sut.inject({ method: 'GET', url: '/api/blog-posts?q=p-ai' })).json();
    expect(response.totalIsEstimate).toBe(true);
    expect(response.total).toBeGreaterThanOrEqual(5000);
    expect(response.items).toHaveLength(10);
    // Without a search the total is exact, from the counts the triggers keep.
    const list = (await sut.inject({ method: 'GET', url: '/api/blog-posts' })).json();
    expect(list).toMatchObject({ total: 10 });
    expect(list).not.toHaveProperty('totalIsEstimate');
  });
});
