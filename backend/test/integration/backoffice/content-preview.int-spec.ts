import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { webConfig } from '../../../src/config';
import { UsersService } from '../../../src/modules/users/users.service';
import { WebService } from '../../../src/modules/web/web.service';
import { blogPostInput, caseStudyInput } from '../../factories/content.factory';
import { type AuthTestApp, bearer, createAuthApp, login, seedUser } from '../../setup/auth-app';

/** The banner's markup (its text alone is also in the page's translations, in every page). */
const BANNER = />Preview — not published</;
const TEN_MINUTES = 600_000;

/**
 * An editor's preview of the public page: a link issued in the back office opens the draft's own
 * server-rendered page (banner, no-store, noindex, the site's CSP) while its token lives, for that
 * document only; everyone else, and every other token, gets the public answer, and no preview
 * reaches the page cache.
 */
describe('Back-office content preview', () => {
  let ctx: AuthTestApp;
  let editor: { id: string; token: string };
  const slugs: string[] = [];
  const caseIds: string[] = [];

  beforeAll(async () => {
    if (!existsSync(join(webConfig().ssrBundleDir, 'entry-server.cjs')))
      throw new Error('The frontend is not built: run "npm run build -w frontend"');
    ctx = await createAuthApp();
  });

  beforeEach(async () => {
    const user = await seedUser(ctx.app, { role: 'editor' });
    editor = { id: user.id, token: (await login(ctx.app, user.email, user.password)).accessToken };
  });

  afterAll(async () => {
    const db = ctx.app.get(DataSource);
    await db.query('DELETE FROM home_blog_posts WHERE slug = ANY($1)', [slugs]);
    await db.query('DELETE FROM home_case_studies WHERE case_id = ANY($1)', [caseIds]);
    await ctx.app.close();
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const asEditor = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(editor.token), ...(payload ? { payload } : {}) });

  async function draftPost(title = `Draft ${randomUUID().slice(0, 8)}`, published = false) {
    const input = blogPostInput({ title, published });
    const created = await asEditor('POST', '/api/admin/posts', input);
    expect(created.statusCode).toBe(201);
    slugs.push(input.slug);
    return { id: created.json<{ id: string }>().id, slug: input.slug, title };
  }

  const previewLink = async (resource: 'posts' | 'case-studies', id: string) => {
    const response = await asEditor('POST', `/api/admin/${resource}/${id}/preview`);
    expect(response.statusCode).toBe(200);
    return response.json<{ url: string; expiresAt: string }>();
  };
  const tokenOf = (url: string) => new URL(url, 'http://site.test').searchParams.get('preview')!;

  it("should show a draft's public page with its token, and only with it", async () => {
    const post = await draftPost();
    const link = await previewLink('posts', post.id);
    expect(link.url).toMatch(
      new RegExp(`^/blog/${post.slug}\\?preview=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`),
    );
    const lifetime = Date.parse(link.expiresAt) - ctx.clock.now().getTime();
    expect(lifetime).toBeGreaterThan(TEN_MINUTES - 1000); // whole seconds, as JWTs count
    expect(lifetime).toBeLessThanOrEqual(TEN_MINUTES);

    const preview = await get(link.url);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain(post.title);
    expect(preview.body).toMatch(BANNER);
    expect(preview.body).toContain('<meta name="robots" content="noindex"');
    expect(preview.headers).toMatchObject({
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
      'referrer-policy': 'no-referrer',
    });
    const published = await get('/blog');
    expect(preview.headers['content-security-policy']).toBe(
      published.headers['content-security-policy'],
    );

    const data = await get(`/api/previews/blog-posts/${post.slug}?token=${tokenOf(link.url)}`);
    expect(data.statusCode).toBe(200);
    expect(data.json()).toMatchObject({ slug: post.slug, title: post.title });
    expect(data.headers).toMatchObject({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex' });

    for (const url of [`/blog/${post.slug}`, `/blog/${post.slug}?preview=not-a-token`]) {
      const page = await get(url);
      expect([url, page.statusCode, page.headers['cache-control']]).toEqual([url, 404, 'no-cache']);
      expect(page.body).not.toContain(post.title);
    }
    expect((await get(`/api/blog-posts/${post.slug}`)).statusCode).toBe(404);
    expect((await get(`/api/previews/blog-posts/${post.slug}?token=x.y.z`)).statusCode).toBe(404);
    expect((await get(`/api/previews/blog-posts/${post.slug}`)).statusCode).toBe(400);
  });

  it('should open a draft case study the same way', async () => {
    const input = caseStudyInput({ published: false, title: 'A study nobody has seen' });
    const created = await asEditor('POST', '/api/admin/case-studies', input);
    caseIds.push(input.caseId);
    const link = await previewLink('case-studies', created.json<{ id: string }>().id);
    expect(link.url.startsWith(`/case-studies/${input.caseId}?preview=`)).toBe(true);
    const preview = await get(link.url);
    expect([preview.statusCode, preview.headers['cache-control']]).toEqual([200, 'no-store']);
    expect(preview.body).toContain('A study nobody has seen');
    expect(preview.body).toMatch(BANNER);
    expect((await get(`/case-studies/${input.caseId}`)).statusCode).toBe(404);
    // A study's token opens neither a post's page nor a post's data.
    const post = await draftPost();
    const token = tokenOf(link.url);
    expect((await get(`/blog/${post.slug}?preview=${token}`)).statusCode).toBe(404);
    expect((await get(`/api/previews/blog-posts/${post.slug}?token=${token}`)).statusCode).toBe(
      404,
    );
  });

  it('should refuse an expired, forged or borrowed token with the public answer', async () => {
    const post = await draftPost();
    const other = await draftPost();
    const link = await previewLink('posts', post.id);
    const token = tokenOf(link.url);
    const claims = { kind: 'post', doc: post.id, sub: editor.id, aud: 'content-preview' };
    // Signed with the access tokens' own secret: the preview key is a different one.
    const forged = new JwtService({
      secret: 'integration-test-secret-0123456789abcdef',
    }).sign(claims, { expiresIn: 600 });
    const refused = [
      `/blog/${post.slug}?preview=${forged}`,
      `/blog/${post.slug}?preview=${editor.token}`,
      `/blog/${other.slug}?preview=${token}`,
    ];
    for (const url of refused) expect([url, (await get(url)).statusCode]).toEqual([url, 404]);

    ctx.clock.advance(TEN_MINUTES - 1000);
    expect((await get(link.url)).statusCode).toBe(200);
    ctx.clock.advance(1000);
    const expired = await get(link.url);
    expect([expired.statusCode, expired.body.includes(post.title)]).toEqual([404, false]);
    expect((await get(`/api/previews/blog-posts/${post.slug}?token=${token}`)).statusCode).toBe(
      404,
    );
  });

  it("should stop a disabled editor's links at once", async () => {
    const post = await draftPost();
    const link = await previewLink('posts', post.id);
    expect((await get(link.url)).statusCode).toBe(200);
    await ctx.app.get(UsersService).setStatus(editor.id, 'disabled');
    expect((await get(link.url)).statusCode).toBe(404);
  });

  it('should keep previews out of the page cache, and cached pages out of previews', async () => {
    const post = await draftPost(`Published ${randomUUID().slice(0, 8)}`, true);
    const web = ctx.app.get(WebService);
    const publicPage = await get(`/blog/${post.slug}`);
    expect([publicPage.statusCode, BANNER.test(publicPage.body)]).toEqual([200, false]);
    const cached = web.cachedPages;

    const link = await previewLink('posts', post.id);
    for (let i = 0; i < 2; i += 1) {
      const preview = await get(link.url);
      expect([preview.headers['cache-control'], BANNER.test(preview.body)]).toEqual([
        'no-store',
        true,
      ]);
    }
    expect(web.cachedPages).toBe(cached);
    const again = await get(`/blog/${post.slug}`);
    expect([again.statusCode, BANNER.test(again.body)]).toEqual([200, false]);
  });

  it('should issue links to editors for existing documents only', async () => {
    expect((await asEditor('POST', `/api/admin/posts/${randomUUID()}/preview`)).statusCode).toBe(
      404,
    );
    expect((await asEditor('POST', '/api/admin/case-studies/nope/preview')).statusCode).toBe(400);
  });
});
