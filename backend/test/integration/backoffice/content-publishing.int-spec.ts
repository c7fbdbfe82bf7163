import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { webConfig } from '../../../src/config';
import { blogPostInput, caseStudyInput, resetContent } from '../../factories/content.factory';
import { eventually } from '../../setup/eventually';
import { type AuthTestApp, bearer, createAuthApp, login, seedUser } from '../../setup/auth-app';

const HOUR = 3_600_000;

/**
 * Editors' writes seen from the public side: drafts and scheduled rows stay hidden (on the
 * controlled clock), every write drops the cached API answers and rendered pages on every
 * instance, bodies are stored sanitised, and a renamed post's old address answers 301.
 */
describe('Back-office content publishing', () => {
  let ctx: AuthTestApp;
  let other: AuthTestApp;
  let editor: string;
  let editorUser: { email: string; password: string };
  const keyPrefix = `fabrion-it-publishing-${randomUUID()}`;

  beforeAll(async () => {
    if (!existsSync(join(webConfig().ssrBundleDir, 'entry-server.cjs')))
      throw new Error('The frontend is not built: run "npm run build -w frontend"');
    ctx = await createAuthApp({ keyPrefix });
    other = await createAuthApp({ keyPrefix, clock: ctx.clock });
    await resetContent(ctx.app);
  });

  /** A fresh editor and session: the clock moves past the idle limit, sign-in is limited per e-mail. */
  const signInEditor = async () => {
    editorUser = await seedUser(ctx.app, { role: 'editor' });
    editor = (await login(ctx.app, editorUser.email, editorUser.password)).accessToken;
  };

  beforeEach(signInEditor);

  afterAll(async () => {
    await other.app.close();
    await ctx.app.close();
  });

  const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(editor), ...(payload ? { payload } : {}) });
  const publicSlugs = async (app = ctx.app) =>
    (await app.inject({ method: 'GET', url: '/api/blog-posts?pageSize=50' })).json<{
      items: Array<{ slug: string }>;
      total: number;
    }>();
  const page = (url: string, app = ctx.app) => app.inject({ method: 'GET', url });

  it('should keep a draft private, show it once published, on both instances', async () => {
    const input = blogPostInput({ published: false, title: 'Draft about bearings' });
    const created = await admin('POST', '/api/admin/posts', input);
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string; status: string }>().id;
    expect(created.json()).toMatchObject({ status: 'draft' });
    // Warm both instances' caches and the rendered blog page.
    expect((await publicSlugs()).items.map((p) => p.slug)).not.toContain(input.slug);
    expect((await publicSlugs(other.app)).items.map((p) => p.slug)).not.toContain(input.slug);
    expect((await page('/blog')).body).not.toContain('Draft about bearings');
    expect((await page(`/api/blog-posts/${input.slug}`)).statusCode).toBe(404);
    const preview = await admin('POST', `/api/admin/posts/${id}/preview`);
    const previewPage = await page(preview.json<{ url: string }>().url);
    expect([previewPage.statusCode, previewPage.body]).toEqual([
      200,
      expect.stringContaining('Draft about bearings'),
    ]);

    expect((await admin('PATCH', `/api/admin/posts/${id}`, { published: true })).statusCode).toBe(
      200,
    );
    expect((await publicSlugs()).items.map((p) => p.slug)).toContain(input.slug);
    expect(
      await eventually(
        async () => (await publicSlugs(other.app)).items.some((p) => p.slug === input.slug),
        true,
      ),
    ).toBe(true);
    expect((await page('/blog')).body).toContain('Draft about bearings');
    expect((await page(`/blog/${input.slug}`)).statusCode).toBe(200);
  });

  it('should publish a scheduled post when its time comes on the clock, not before', async () => {
    const at = new Date(ctx.clock.now().getTime() + HOUR);
    const input = blogPostInput({ title: 'Scheduled for the hour', publishAt: at.toISOString() });
    const before = (await publicSlugs()).total;
    const created = await admin('POST', '/api/admin/posts', input);
    expect(created.json()).toMatchObject({ status: 'scheduled', publishAt: at.toISOString() });
    const studyAt = new Date(at.getTime() + HOUR);
    const study = await admin(
      'POST',
      '/api/admin/case-studies',
      caseStudyInput({ publishAt: studyAt.toISOString() }),
    );
    expect(study.statusCode).toBe(201);

    const hidden = await publicSlugs();
    expect(hidden.items.map((p) => p.slug)).not.toContain(input.slug);
    expect(hidden.total).toBe(before);
    expect((await page(`/api/blog-posts/${input.slug}`)).statusCode).toBe(404);
    expect((await page('/blog')).body).not.toContain('Scheduled for the hour');
    const scheduled = await admin(
      'GET',
      `/api/admin/posts?filter=${encodeURIComponent('{"status":"scheduled"}')}`,
    );
    expect(scheduled.json<Array<{ slug: string }>>().map((p) => p.slug)).toContain(input.slug);

    ctx.clock.advance(HOUR - 1000);
    expect((await publicSlugs()).items.map((p) => p.slug)).not.toContain(input.slug);
    ctx.clock.advance(1000);
    const shown = await publicSlugs();
    expect(shown.items.map((p) => p.slug)).toContain(input.slug);
    expect(shown.total).toBe(before + 1);
    expect((await publicSlugs(other.app)).items.map((p) => p.slug)).toContain(input.slug);
    expect((await page('/blog')).body).toContain('Scheduled for the hour');
    const caseIds = async () =>
      (await page('/api/case-studies')).json<Array<{ caseId: string }>>().map((s) => s.caseId);
    const caseId = study.json<{ caseId: string }>().caseId;
    expect(await caseIds()).not.toContain(caseId);
    const job = {
      id: `scheduled-job-${randomUUID().slice(0, 8)}`,
      title: 'Scheduled opening',
      location: 'Remote',
      emoji: '🛠️',
      description: 'Pipelines.',
      responsibilities: ['Build'],
      requirements: ['Python'],
      department: 'Engineering',
      experienceLevel: 'Senior',
      contractType: 'Full-time',
      languages: ['English'],
      published: true,
      publishAt: studyAt.toISOString(),
    };
    await signInEditor();
    expect((await admin('POST', '/api/admin/jobs', job)).statusCode).toBe(201);
    const jobIds = async () =>
      (await page('/api/jobs')).json<Array<{ id: string }>>().map((j) => j.id);
    expect(await jobIds()).not.toContain(job.id);
    ctx.clock.advance(HOUR);
    expect(await caseIds()).toContain(caseId);
    expect(await jobIds()).toContain(job.id);
  });

  it('should answer the old address of a renamed post with a 301 to the new one', async () => {
    const input = blogPostInput({ title: 'A post that moves' });
    const id = (await admin('POST', '/api/admin/posts', input)).json<{ id: string }>().id;
    expect((await page(`/blog/${input.slug}`)).statusCode).toBe(200);
    const renamed = `${input.slug}-renamed`;
    expect((await admin('PATCH', `/api/admin/posts/${id}`, { slug: renamed })).statusCode).toBe(
      200,
    );
    const old = await page(`/blog/${input.slug}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/blog/${renamed}`);
    const oldElsewhere = await page(`/blog/${input.slug}`, other.app);
    expect(oldElsewhere.statusCode).toBe(301);
    // Renamed again: the first address follows to the latest one, not through a chain.
    const third = `${input.slug}-third`;
    await admin('PATCH', `/api/admin/posts/${id}`, { slug: third });
    expect((await page(`/blog/${input.slug}`)).headers.location).toBe(`/blog/${third}`);
    expect((await page(`/blog/${renamed}`)).headers.location).toBe(`/blog/${third}`);
    expect((await page(`/blog/${third}`)).statusCode).toBe(200);
    const study = caseStudyInput({ title: 'A study that moves' });
    const studyId = (await admin('POST', '/api/admin/case-studies', study)).json<{ id: string }>()
      .id;
    await admin('PATCH', `/api/admin/case-studies/${studyId}`, { caseId: `${study.caseId}-new` });
    const oldStudy = await page(`/case-studies/${study.caseId}`);
    expect([oldStudy.statusCode, oldStudy.headers.location]).toEqual([
      301,
      `/case-studies/${study.caseId}-new`,
    ]);
    // Deleted: the old addresses are plain 404 pages again.
    expect((await admin('DELETE', `/api/admin/posts/${id}`)).statusCode).toBe(204);
    expect((await page(`/blog/${input.slug}`)).statusCode).toBe(404);
  });

  it('should store the body through the sanitizer the site renders with', async () => {
    const input = blogPostInput({
      content:
        '<p>Safe <strong>text</strong><script>alert(1)</script><img src="x" onerror="alert(1)"></p><a href="javascript:alert(1)">x</a>',
    });
    const created = await admin('POST', '/api/admin/posts', input);
    const { content } = created.json<{ content: string }>();
    expect(content).toContain('<strong>text</strong>');
    expect(content).not.toMatch(/script|onerror|javascript:/i);
    const [row] = await ctx.app
      .get(DataSource)
      .query('SELECT content FROM home_blog_posts WHERE slug = $1', [input.slug]);
    expect(row.content).toBe(content);
  });

  it('should refuse bad input with field messages and write nothing', async () => {
    const db = ctx.app.get(DataSource);
    const [{ n: before }] = await db.query('SELECT count(*)::int AS n FROM home_blog_posts');
    const cases: Array<[object, string]> = [
      [blogPostInput({ slug: 'Not A Slug' }), 'slug'],
      [blogPostInput({ publishAt: 'tomorrow' }), 'publishAt'],
      [blogPostInput({ publishAt: '0000-01-01T00:00:00Z' }), 'publishAt'],
      [blogPostInput({ title: '' }), 'title'],
      [blogPostInput({ title: 'x\u0000y' }), 'title'],
      [{ ...blogPostInput(), status: 'published' }, 'status'],
    ];
    for (const [payload, field] of cases) {
      const response = await admin('POST', '/api/admin/posts', payload);
      expect([field, response.statusCode]).toEqual([field, 400]);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toContain(field);
    }
    const taken = blogPostInput();
    await admin('POST', '/api/admin/posts', taken);
    expect(
      (await admin('POST', '/api/admin/posts', { ...blogPostInput(), slug: taken.slug }))
        .statusCode,
    ).toBe(409);
    const [{ n: after }] = await db.query('SELECT count(*)::int AS n FROM home_blog_posts');
    expect(after).toBe(before + 1);
    expect((await admin('GET', `/api/admin/posts/${randomUUID()}`)).statusCode).toBe(404);
    const notUuid = await admin('GET', '/api/admin/posts/not-a-uuid');
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json()).toMatchObject({ errors: { id: 'id must be a UUID' } });
  });
});
