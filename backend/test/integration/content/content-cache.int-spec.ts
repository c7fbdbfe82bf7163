import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../../../src/common/clock';
import { AboutService } from '../../../src/modules/content/about/about.service';
import { BlogPostsService } from '../../../src/modules/content/blog-posts/blog-posts.service';
import { CaseStudiesService } from '../../../src/modules/content/case-studies/case-studies.service';
import { blogPostInput, caseStudyInput, resetContent } from '../../factories/content.factory';
import { eventually } from '../../setup/eventually';
import { FakeClock } from '../../setup/fake-clock';
import { FastifyRequestLog, FastifyRequestLogModule } from '../../setup/fastify-request-log';
import { createTestApp } from '../../setup/test-app';

const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

describe('Content cache', () => {
  let sut: NestFastifyApplication;
  let clock: FakeClock;

  const get = (url: string, headers: Record<string, string> = {}, app = sut) =>
    app.inject({ method: 'GET', url, headers });
  const titles = async (url: string, app = sut) =>
    (await get(url, {}, app))
      .json<{ items: { title: string }[] }>()
      .items.map((item) => item.title);
  /** A change the services do not know about (as another instance writing would be). */
  const retitleBehindTheCache = (slug: string, title: string) =>
    sut
      .get(DataSource)
      .query('UPDATE home_blog_posts SET title = $1 WHERE slug = $2', [title, slug]);

  beforeAll(async () => {
    clock = new FakeClock();
    sut = await createTestApp({
      override: (builder) => builder.overrideProvider(Clock).useValue(clock),
    });
  });

  beforeEach(async () => {
    await resetContent(sut);
    await sut
      .get(BlogPostsService)
      .create(blogPostInput({ slug: 'cached', title: 'Original title' }));
  });

  afterAll(async () => {
    await sut.close();
  });

  describe('HTTP caching', () => {
    it('should send a strong ETag and Cache-Control, the same bytes every time', async () => {
      const first = await get('/api/blog-posts');
      const second = await get('/api/blog-posts');
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toMatch(/^"[\w-]{32}"$/);
      expect(first.headers['cache-control']).toBe(CACHE_CONTROL);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.body).toBe(first.body);
      expect(second.headers['cache-control']).toBe(CACHE_CONTROL);
    });

    it('should answer If-None-Match with 304 and no body, whether the response is cached or not', async () => {
      const { etag } = (await get('/api/blog-posts/cached')).headers as { etag: string };
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const response = await get('/api/blog-posts/cached', { 'if-none-match': ifNoneMatch });
        expect(response.statusCode).toBe(304);
        expect(response.body).toBe('');
        expect(response.headers.etag).toBe(etag);
        expect(response.headers['cache-control']).toBe(CACHE_CONTROL);
      }
      await sut.get(BlogPostsService).update('cached', {}); // a write: the next request is computed
      expect((await get('/api/blog-posts/cached', { 'if-none-match': etag })).statusCode).toBe(304);
      expect((await get('/api/blog-posts/cached', { 'if-none-match': '"stale"' })).statusCode).toBe(
        200,
      );
    });

    it('should serve HEAD from the same response', async () => {
      const full = await get('/api/jobs');
      const head = await sut.inject({ method: 'HEAD', url: '/api/jobs' });
      expect(head.statusCode).toBe(200);
      expect(head.headers.etag).toBe(full.headers.etag);
      expect(head.body).toBe('');
    });

    it('should not cache errors', async () => {
      expect((await get('/api/blog-posts/later')).statusCode).toBe(404);
      await sut.get(BlogPostsService).create(blogPostInput({ slug: 'later' }));
      expect((await get('/api/blog-posts/later')).statusCode).toBe(200);
      expect((await get('/api/blog-posts?page=0')).headers.etag).toBeUndefined();
    });
  });

  describe('cache hits on a socket (answered before Fastify)', () => {
    let served: NestFastifyApplication;
    let base: string;
    /** Headers that differ between any two responses (connection ones with the request). */
    const VARYING = [
      'date',
      'x-request-id',
      'x-ratelimit-limit',
      'x-ratelimit-remaining',
      'x-ratelimit-reset',
      'connection',
      'keep-alive',
    ];
    const fetchHeaders = async (url: string, init: RequestInit = {}) => {
      const response = await fetch(`${base}${url}`, init);
      const body = Buffer.from(await response.arrayBuffer());
      const headers = [...response.headers].filter(([name]) => !VARYING.includes(name));
      return { status: response.status, headers, body, id: response.headers.get('x-request-id') };
    };

    beforeAll(async () => {
      served = await createTestApp({ imports: [FastifyRequestLogModule] });
      await served.listen({ port: 0, host: '127.0.0.1' });
      base = await served.getUrl();
    });

    afterAll(async () => {
      await served.close();
    });

    it('should send the bytes and headers of the computed response, without reaching Fastify', async () => {
      const seen = served.get(FastifyRequestLog).urls;
      const url = '/api/blog-posts?page=1&pageSize=11';
      const computed = await fetchHeaders(url);
      const cached = await fetchHeaders(url);
      expect(seen.filter((seenUrl) => seenUrl === url)).toHaveLength(1);
      expect(cached.status).toBe(200);
      expect(cached.body.equals(computed.body)).toBe(true);
      expect(cached.headers).toEqual(computed.headers);
      expect(Object.fromEntries(cached.headers)).toMatchObject({
        'cache-control': CACHE_CONTROL,
        'content-security-policy': expect.stringContaining("default-src 'self'"),
        'x-content-type-options': 'nosniff',
        'content-length': String(computed.body.length),
      });
      expect(cached.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(cached.id).not.toBe(computed.id);
    });

    it('should keep a valid X-Request-Id, answer If-None-Match with 304 and HEAD without a body', async () => {
      const url = '/api/blog-posts?page=1&pageSize=10';
      const computed = await fetchHeaders(url);
      const etag = Object.fromEntries(computed.headers).etag!;
      const notModified = await fetchHeaders(url, {
        headers: { 'if-none-match': `W/${etag}`, 'x-request-id': 'proxy-42' },
      });
      expect(notModified.status).toBe(304);
      expect(notModified.body).toHaveLength(0);
      expect(notModified.id).toBe('proxy-42');
      expect(Object.fromEntries(notModified.headers)).toMatchObject({
        etag,
        'cache-control': CACHE_CONTROL,
      });
      expect(Object.fromEntries(notModified.headers)).not.toHaveProperty('content-type');
      expect((await fetchHeaders(url, { headers: { 'x-request-id': 'bad id!' } })).id).not.toBe(
        'bad id!',
      );
      const head = await fetchHeaders(url, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.body).toHaveLength(0);
      expect(head.headers).toEqual(computed.headers);
      expect(served.get(FastifyRequestLog).urls.filter((seenUrl) => seenUrl === url)).toHaveLength(
        1,
      );
    });

    it('should show a write at once', async () => {
      const url = '/api/blog-posts?page=1&pageSize=9';
      expect((await fetchHeaders(url)).status).toBe(200);
      await served.get(BlogPostsService).update('cached', { title: 'Written' });
      const after = JSON.parse((await fetchHeaders(url)).body.toString());
      expect(after.items[0].title).toBe('Written');
    });
  });

  describe('memory cache', () => {
    it('should serve a cached response without reading the database again', async () => {
      expect(await titles('/api/blog-posts')).toEqual(['Original title']);
      await retitleBehindTheCache('cached', 'Changed behind the cache');
      expect(await titles('/api/blog-posts')).toEqual(['Original title']);
    });

    it('should forget responses older than the TTL (CONTENT_CACHE_TTL_MS, 60 s by default)', async () => {
      expect(await titles('/api/blog-posts')).toEqual(['Original title']);
      await retitleBehindTheCache('cached', 'Changed behind the cache');
      clock.advance(59_000);
      expect(await titles('/api/blog-posts')).toEqual(['Original title']);
      clock.advance(1_000);
      expect(await titles('/api/blog-posts')).toEqual(['Changed behind the cache']);
    });

    it('should be off with CONTENT_CACHE_TTL_MS=0, still sending ETags', async () => {
      const app = await createTestApp({ env: { CONTENT_CACHE_TTL_MS: '0' } });
      try {
        expect(await titles('/api/blog-posts', app)).toEqual(['Original title']);
        await retitleBehindTheCache('cached', 'Seen at once');
        const response = await get('/api/blog-posts', {}, app);
        expect(response.json().items[0].title).toBe('Seen at once');
        expect(response.headers.etag).toMatch(/^"/);
      } finally {
        await app.close();
      }
    });
  });

  describe('invalidation on write', () => {
    const fresh = async (url: string) => {
      await get(url); // cached now
      return url;
    };

    it('should show blog post writes at once', async () => {
      const posts = sut.get(BlogPostsService);
      const url = await fresh('/api/blog-posts');
      await posts.create(
        blogPostInput({ slug: 'second', title: 'Second post', date: '2030-01-01' }),
      );
      expect(await titles(url)).toEqual(['Second post', 'Original title']);
      await posts.update('second', { title: 'Second post, edited' });
      expect(await titles(url)).toEqual(['Second post, edited', 'Original title']);
      await posts.update('second', { published: false });
      expect(await titles(url)).toEqual(['Original title']);
      await posts.remove('cached');
      expect(await titles(url)).toEqual([]);
      expect((await get('/api/blog-posts/cached')).statusCode).toBe(404);
    });

    it('should show case study writes at once, in the list, the detail and the insights', async () => {
      const studies = sut.get(CaseStudiesService);
      await studies.create(caseStudyInput({ caseId: 'study', title: 'Before' }));
      await fresh('/api/case-studies');
      await fresh('/api/case-studies/study');
      await fresh('/api/insights?type=case-study');
      await studies.update('study', { title: 'After' });
      expect((await get('/api/case-studies')).json()[0].title).toBe('After');
      expect((await get('/api/case-studies/study')).json().title).toBe('After');
      expect(await titles('/api/insights?type=case-study')).toEqual(['After']);
      await studies.remove('study');
      expect((await get('/api/case-studies')).json()).toEqual([]);
      expect((await get('/api/case-studies/study')).statusCode).toBe(404);
    });

    it('should show job opening and client logo writes at once', async () => {
      const about = sut.get(AboutService);
      const job = {
        id: 'data-engineer',
        title: 'Data Engineer (m/f/d)',
        location: 'EU Remote Friendly',
        emoji: '🛠️',
        description: 'Pipelines.',
        responsibilities: ['Build'],
        requirements: ['Experience'],
        department: 'Delivery',
        experienceLevel: 'Experienced',
        contractType: 'Self-Employed',
        languages: ['English'],
        published: true,
      };
      await fresh('/api/jobs');
      await about.createJob(job);
      expect((await get('/api/jobs')).json().map((j: { id: string }) => j.id)).toEqual([
        'data-engineer',
      ]);
      await about.updateJob('data-engineer', { title: 'Senior Data Engineer (m/f/d)' });
      expect((await get('/api/jobs')).json()[0].title).toBe('Senior Data Engineer (m/f/d)');
      await about.removeJob('data-engineer');
      expect((await get('/api/jobs')).json()).toEqual([]);

      await fresh('/api/client-logos');
      const logo = await about.createClientLogo({
        name: 'Acme',
        logoPath: 'clients/acme.svg',
        published: true,
      });
      expect((await get('/api/client-logos')).json()).toEqual([
        { name: 'Acme', logoUrl: '/storage/v1/object/public/about-us/clients/acme.svg' },
      ]);
      await about.updateClientLogo(logo.id, { logoPath: 'https://cdn.example.com/acme.svg' });
      expect((await get('/api/client-logos')).json()[0].logoUrl).toBe(
        'https://cdn.example.com/acme.svg',
      );
      await about.removeClientLogo(logo.id);
      expect((await get('/api/client-logos')).json()).toEqual([]);
    });

    it('should tell the other instances through Redis', async () => {
      const env = {
        REDIS_URL: 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: `fabrion-it-cache-${randomBytes(4).toString('hex')}`,
      };
      const writer = await createTestApp({ env });
      const reader = await createTestApp({ env });
      try {
        expect(await titles('/api/blog-posts', reader)).toEqual(['Original title']);
        await writer
          .get(BlogPostsService)
          .update('cached', { title: 'Edited on another instance' });
        expect(
          await eventually(() => titles('/api/blog-posts', reader), ['Edited on another instance']),
        ).toEqual(['Edited on another instance']);
      } finally {
        await Promise.all([writer.close(), reader.close()]);
      }
    });
  });
});
