import type { ResourceDetail, ResourcePage } from '@fabrion/shared';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { searchStatement } from '../../../src/modules/resources/resources.repository';
import { DASHBOARD_RESOURCES } from '../../../src/database/seeds/resources/dashboard-resources';
import { type AuthTestApp, bearer, createAuthApp, login, seedUser } from '../../setup/auth-app';
import { FakeClock } from '../../setup/fake-clock';

const SEEDED = DASHBOARD_RESOURCES.length;
const BULK = 10_000;
const BULK_PREFIX = 'bulk-resource-';

/** The member resource library against the real database: search, paging, categories, files. */
describe('Resources API', () => {
  let ctx: AuthTestApp;
  let db: DataSource;
  let member: { id: string; token: string };

  beforeAll(async () => {
    ctx = await createAuthApp({ clock: new FakeClock(new Date('2026-11-25T10:00:00Z')) });
    db = ctx.app.get(DataSource);
    // The run shares one database: resources other suites created (the back office's) go first,
    // so the library is the seeded one.
    await db.query('DELETE FROM dashboard_resources WHERE NOT (slug = ANY($1))', [
      DASHBOARD_RESOURCES.map((resource) => resource.slug),
    ]);
    const user = await seedUser(ctx.app, { fullName: 'Iris Köhler' });
    member = { id: user.id, token: (await login(ctx.app, user.email, user.password)).accessToken };
  });

  afterAll(async () => {
    await db.query(`DELETE FROM dashboard_resources WHERE slug LIKE '${BULK_PREFIX}%'`);
    await ctx.app.close();
  });

  const get = (url: string, token: string | null = member.token) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const list = async (query = '') => {
    const response = await get(`/api/resources${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<ResourcePage>();
  };
  const downloads = async () =>
    (
      (await db.query('SELECT count(*)::int AS n FROM resource_downloads')) as Array<{ n: number }>
    )[0]!.n;

  describe(`at the ${SEEDED} seeded resources`, () => {
    it('should refuse every route without a session', async () => {
      for (const url of [
        '/api/resources',
        '/api/resources/machine-as-a-service-business-model-canvas',
        '/api/resources/machine-as-a-service-business-model-canvas/file',
      ]) {
        expect((await get(url, null)).statusCode).toBe(401);
        expect((await get(url, 'not-a-token')).statusCode).toBe(401);
      }
    });

    it('should give 3 per page, newest first, with the total', async () => {
      const first = await list();
      expect(SEEDED).toBeGreaterThanOrEqual(10);
      expect(first).toMatchObject({ total: SEEDED, page: 1, pageSize: 3 });
      const byDate = [...DASHBOARD_RESOURCES].sort((a, b) => b.date.localeCompare(a.date));
      expect(first.items.map((item) => item.slug)).toEqual(byDate.slice(0, 3).map((r) => r.slug));
      const pages = Math.ceil(SEEDED / 3);
      const slugs: string[] = [];
      for (let page = 1; page <= pages; page += 1) {
        slugs.push(...(await list(`?page=${page}`)).items.map((item) => item.slug));
      }
      expect(slugs).toEqual(byDate.map((r) => r.slug));
      expect((await list(`?page=${pages + 1}`)).items).toEqual([]);
      expect((await list('?pageSize=24')).items).toHaveLength(SEEDED);
    });

    it('should filter by category, by name or slug in any case', async () => {
      for (const category of ['Case Study', 'Flyer', 'Canvas'] as const) {
        const expected = DASHBOARD_RESOURCES.filter((r) => r.category === category).length;
        expect(expected).toBeGreaterThan(0);
        const page = await list(`?category=${encodeURIComponent(category)}&pageSize=24`);
        expect(page.total).toBe(expected);
        expect(page.items.every((item) => item.category === category)).toBe(true);
      }
      expect((await list('?category=case-study')).total).toBe(
        DASHBOARD_RESOURCES.filter((r) => r.category === 'Case Study').length,
      );
      expect((await list('?category=CANVAS')).items[0]?.category).toBe('Canvas');
      expect((await list('?category=')).total).toBe(SEEDED);
    });

    it('should search title, excerpt and body text by word, case-insensitively', async () => {
      // Title.
      expect((await list('?q=WELDING%20CELLS')).items.map((i) => i.slug)).toEqual([
        'welding-cells-robotics-as-a-service',
      ]);
      // Excerpt only.
      expect((await list('?q=trailer%20manufacturer')).items.map((i) => i.slug)).toEqual([
        'welding-cells-robotics-as-a-service',
      ]);
      // Body only, across a tag boundary (the tags are not part of the text).
      expect((await list('?q=REMAINING-USEFUL-LIFE')).items.map((i) => i.slug)).toEqual([
        'press-builder-uptime-subscription',
      ]);
      expect((await list('?q=strong')).total).toBe(0);
      // Search and category together; wildcards are literal.
      expect((await list('?q=canvas&category=Flyer')).total).toBe(0);
      expect((await list('?q=canvas&category=Canvas')).total).toBeGreaterThan(0);
      expect((await list('?q=%25%25')).total).toBe(0);
      expect((await list('?q=_')).total).toBe(0);
      expect((await list('?q=%20%20')).total).toBe(SEEDED);
      // Every word must be in the resource, anywhere, each as the start of a word ("vibrat"
      // finds "vibration"; the middle of a word, "ibration", finds nothing).
      const vibration = (await list('?q=vibration')).items.map((i) => i.slug);
      expect(vibration).toHaveLength(1);
      expect((await list('?q=VIBRAT%20%20%20and')).items.map((i) => i.slug)).toEqual(vibration);
      expect((await list('?q=ibration')).total).toBe(0);
      expect((await list('?q=vibration%20zebrafish')).total).toBe(0);
      // No query syntax: operators, quotes and backslashes are not words (an OR would find one).
      for (const q of [
        'vibration | zebrafish',
        "vibration' | 'zebrafish",
        'vibration:* | !x',
        '\\',
      ]) {
        expect({ q, total: (await list(`?q=${encodeURIComponent(q)}`)).total }).toEqual({
          q,
          total: 0,
        });
      }
    });

    it('should search the text as it is after an edit (the table keeps it)', async () => {
      const slug = 'digital-twin-workshop-flyer';
      expect((await list('?q=kaizen%20event')).total).toBe(0);
      await db.query(
        `UPDATE dashboard_resources
            SET content = content || '<p>Run it as a <i>kaizen</i> event in Nürnberg.</p>',
                search_document = to_tsvector('simple', 'forged')
          WHERE slug = $1`,
        [slug],
      );
      expect((await list('?q=kaizen%20event')).items.map((i) => i.slug)).toEqual([slug]);
      expect((await list('?q=forged')).total).toBe(0);
      // Accents are folded both ways.
      expect((await list('?q=nurnberg')).items.map((i) => i.slug)).toEqual([slug]);
      expect((await list('?q=N%C3%9CRNB')).items.map((i) => i.slug)).toEqual([slug]);
    });

    it('should answer 400 with field messages for bad parameters', async () => {
      const cases: Array<[string, string, string]> = [
        ['?category=Video', 'category', 'category must be one of Case Study, Flyer, Canvas'],
        ['?page=0', 'page', 'page must be a whole number from 1 to 10000'],
        ['?page=abc', 'page', 'page must be a whole number from 1 to 10000'],
        ['?page=10001', 'page', 'page must be a whole number from 1 to 10000'],
        ['?pageSize=0', 'pageSize', 'pageSize must be a whole number from 1 to 24'],
        ['?pageSize=25', 'pageSize', 'pageSize must be a whole number from 1 to 24'],
        ['?pageSize=2.5', 'pageSize', 'pageSize must be a whole number from 1 to 24'],
        [`?q=${'a'.repeat(101)}`, 'q', 'q must be at most 100 characters'],
        ['?q=a&q=b', 'q', 'q must be text'],
        ['?sort=title', 'sort', 'property sort should not exist'],
      ];
      for (const [query, field, message] of cases) {
        const response = await get(`/api/resources${query}`);
        expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
        expect(response.json<{ errors: Record<string, string> }>().errors[field]).toBe(message);
      }
      for (const query of ['?q=a%00b', '?category=Canvas%00']) {
        const response = await get(`/api/resources${query}`);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json<{ errors: object }>().errors)).toHaveLength(1);
      }
      expect((await get('/api/resources/a%00b')).statusCode).toBe(400);
    });

    it('should give one resource with sanitised HTML, or 404', async () => {
      const response = await get('/api/resources/press-builder-uptime-subscription');
      expect(response.statusCode).toBe(200);
      const detail = response.json<ResourceDetail>();
      expect(detail).toMatchObject({
        slug: 'press-builder-uptime-subscription',
        category: 'Case Study',
        date: '2026-09-18',
        fileName: null,
      });
      expect(detail.contentHtml).toContain('<h2>The starting point</h2>');
      const noBody = await get('/api/resources/robot-cell-roi-canvas');
      expect(noBody.json<ResourceDetail>().contentHtml).toBeNull();
      const missing = await get('/api/resources/no-such-resource');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ statusCode: 404, message: 'Resource not found' });
    });

    it('should serve a file to a member only, recording who downloaded which and when', async () => {
      const url = '/api/resources/machine-as-a-service-business-model-canvas/file';
      const before = await downloads();
      expect((await get(url, null)).statusCode).toBe(401);
      expect(await downloads()).toBe(before);

      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        'inline; filename="maas-business-model-canvas.pdf"',
      );
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const rows = (await db.query(
        `SELECT d.user_id, r.slug, d.downloaded_at FROM resource_downloads d
         JOIN dashboard_resources r ON r.id = d.resource_id ORDER BY d.downloaded_at DESC LIMIT 1`,
      )) as Array<{ user_id: string; slug: string; downloaded_at: Date }>;
      expect(await downloads()).toBe(before + 1);
      expect(rows[0]).toEqual({
        user_id: member.id,
        slug: 'machine-as-a-service-business-model-canvas',
        downloaded_at: new Date('2026-11-25T10:00:00Z'),
      });

      // No file, or no resource: 404 and nothing recorded.
      expect((await get('/api/resources/robot-cell-roi-canvas/file')).statusCode).toBe(404);
      expect((await get('/api/resources/no-such-resource/file')).statusCode).toBe(404);
      expect(await downloads()).toBe(before + 1);
      // The files are not on any public path.
      const publicPath = await ctx.app.inject({
        method: 'GET',
        url: '/storage/v1/object/public/resources/maas-business-model-canvas.pdf',
      });
      expect(publicPath.statusCode).toBe(404);
    });
  });

  describe(`at ${BULK.toLocaleString('en')} resources`, () => {
    beforeAll(async () => {
      const categories = `(ARRAY['Case Study', 'Flyer', 'Canvas'])[1 + n % 3]`;
      await db.query(
        `INSERT INTO dashboard_resources (slug, title, excerpt, content, category, date, image)
         SELECT '${BULK_PREFIX}' || n,
                'Plant note ' || n || CASE WHEN n = 4242 THEN ' zebrafish gearbox' ELSE '' END,
                'Shift report number ' || n || ' on line ' || (n % 40),
                '<p>Observations of cell ' || n || ' with <b>vibration</b> and energy readings.</p>',
                ${categories},
                DATE '2020-01-01' + (n % 1500),
                NULL
         FROM generate_series(1, $1::int) AS n`,
        [BULK - SEEDED],
      );
      // As autovacuum would: GIN's pending list merged, statistics fresh.
      await db.query('VACUUM ANALYZE dashboard_resources');
    });

    it('should count, page and filter the whole library', async () => {
      const first = await list();
      // The library's and each tab's size are kept by triggers: exact at any size.
      expect(first.totalIsEstimate).toBeUndefined();
      expect(first.total).toBe(BULK);
      expect(first.items).toHaveLength(3);
      // The seeded resources are the newest.
      expect(first.items[0]!.slug).toBe('machine-as-a-service-business-model-canvas');
      const last = await list(`?page=${Math.ceil(BULK / 3)}`);
      expect(last.items).toHaveLength(BULK % 3 || 3);
      for (const category of ['Case Study', 'Flyer', 'Canvas']) {
        const page = await list(`?category=${encodeURIComponent(category)}`);
        const rows = (await db.query(
          `SELECT count(*)::int AS n FROM dashboard_resources WHERE category = $1`,
          [category],
        )) as Array<{ n: number }>;
        expect({ category, total: page.total, estimate: page.totalIsEstimate }).toEqual({
          category,
          total: rows[0]!.n,
          estimate: undefined,
        });
      }
      // A word of one lexeme: its count, exact, beyond the cap too.
      const vibration = await list('?q=vibration&category=Canvas');
      expect(vibration.totalIsEstimate).toBeUndefined();
      const canvases = Array.from({ length: BULK - SEEDED }, (_, i) => i + 1).filter(
        (n) => n % 3 === 2,
      );
      expect(vibration.total).toBe(canvases.length);
    });

    it('should keep the counts through writes (the triggers)', async () => {
      const counts = async () =>
        (await db.query(
          `SELECT (SELECT count(*)::int FROM (
                     SELECT lexeme, category, resources FROM dashboard_resource_lexemes
                     EXCEPT SELECT w, category, count(*)::int FROM dashboard_resources,
                            unnest(tsvector_to_array(search_document)) AS w GROUP BY 1, 2) AS d)
                + (SELECT count(*)::int FROM (
                     SELECT w, category, count(*)::int FROM dashboard_resources,
                            unnest(tsvector_to_array(search_document)) AS w GROUP BY 1, 2
                     EXCEPT SELECT lexeme, category, resources FROM dashboard_resource_lexemes) AS d)
                + (SELECT count(*)::int FROM (
                     SELECT category, count(*)::int FROM dashboard_resources GROUP BY 1
                     EXCEPT SELECT category, resources FROM dashboard_resource_counts) AS d)
                  AS differences`,
        )) as Array<{ differences: number }>;
      await db.query(
        `INSERT INTO dashboard_resources (slug, title, excerpt, category, date)
         VALUES ('${BULK_PREFIX}w1', 'Okapi wombat', 'x', 'Flyer', '2021-01-01'),
                ('${BULK_PREFIX}w2', 'Okapi', 'x', 'Canvas', '2021-01-01')`,
      );
      expect((await list('?q=okapi')).total).toBe(2);
      await db.query(
        `UPDATE dashboard_resources SET title = 'Quokka', category = 'Case Study'
          WHERE slug = '${BULK_PREFIX}w1'`,
      );
      expect((await list('?q=okapi')).total).toBe(1);
      expect((await list('?q=wombat')).total).toBe(0);
      expect((await list('?q=quokka&category=Case%20Study')).total).toBe(1);
      await db.query(`DELETE FROM dashboard_resources WHERE slug LIKE '${BULK_PREFIX}w%'`);
      expect((await list('?q=okapi')).total).toBe(0);
      expect((await list()).total).toBe(BULK);
      expect((await counts())[0]!.differences).toBe(0);
    });

    it('should read a page of a common term off the listing index, without sorting', async () => {
      // 'vibration' is in every bulk row: the newest three are the first three of the index.
      // The page is planned inside dashboard_resources_search: auto_explain shows its plan.
      const client = new Client({ connectionString: process.env.DATABASE_URL });
      const plans: string[] = [];
      client.on('notice', (notice) => plans.push(notice.message ?? ''));
      await client.connect();
      try {
        await client.query(`LOAD 'auto_explain'`);
        await client.query(`SET auto_explain.log_min_duration = 0`);
        await client.query(`SET auto_explain.log_nested_statements = on`);
        await client.query(`SET client_min_messages = log`);
        for (const filter of [
          { q: 'vibration' },
          { q: 'vibration', category: 'Flyer' as const },
          {},
        ]) {
          plans.length = 0;
          await client.query(...searchStatement(filter, 0, 3));
          const page = plans.find((plan) => plan.includes('LIMIT $3 OFFSET $4')) ?? '';
          expect(page).toMatch(/Index Scan using "IDX_dashboard_resources_(category_)?listing"/);
          expect(page).not.toContain('Sort');
          // Counted from the word counts: no capped count ran.
          expect(plans.some((plan) => plan.includes('WITH capped'))).toBe(false);
        }
      } finally {
        await client.end();
      }
    });

    it('should find a rare word through the word index', async () => {
      const found = await list('?q=ZEBRAFISH');
      expect(found.items.map((i) => i.slug)).toEqual([`${BULK_PREFIX}4242`]);
      expect(found.total).toBe(1);
      const words = await list('?q=vibration%20%20and%20energy&category=Flyer');
      // Rows n = 1..9,988 with n % 3 = 1 are flyers: more than 100, so the total is estimated.
      const flyers = Array.from({ length: BULK - SEEDED }, (_, i) => i + 1).filter(
        (n) => n % 3 === 1,
      );
      expect(words.totalIsEstimate).toBe(true);
      expect(words.total).toBeGreaterThan(100);
      expect(words.total).toBeLessThan(flyers.length * 2);
      expect(words.items).toHaveLength(3);
      // Up to 100 matches the count is exact: 'Plant note 99' is n = 99, 990-999, 9900-9988.
      const exact = await list('?q=plant%20note%2099');
      expect(exact.totalIsEstimate).toBeUndefined();
      const ninetyNine = Array.from({ length: BULK - SEEDED }, (_, i) => i + 1).filter((n) =>
        String(n).startsWith('99'),
      );
      expect(ninetyNine).toHaveLength(100);
      expect(exact.total).toBe(100);
      // One more match and it is estimated.
      expect((await list('?q=plant%20note%209')).totalIsEstimate).toBe(true);
      const plan = (await db.query(
        `EXPLAIN SELECT id FROM dashboard_resources r
         WHERE search_document @@ to_tsquery('resource_search', '''zebra'':*')`,
      )) as Array<{ 'QUERY PLAN': string }>;
      expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain(
        'IDX_dashboard_resources_search',
      );
    });
  });
});
