import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { BlogPost, BlogPostSummary, Page } from '@fabrion/shared';
import { BlogPostsService } from '../../../src/modules/content/blog-posts/blog-posts.service';
import { blogPostInput, resetContent, setCreatedAt } from '../../factories/content.factory';
import { createTestApp } from '../../setup/test-app';

describe('Blog posts API', () => {
  let sut: NestFastifyApplication;
  let posts: BlogPostsService;

  const list = async (query = '') => {
    const response = await sut.inject({ method: 'GET', url: `/api/blog-posts${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<Page<BlogPostSummary>>();
  };

  beforeAll(async () => {
    sut = await createTestApp();
    posts = sut.get(BlogPostsService);
  });

  afterAll(async () => {
    await sut.close();
  });

  describe('list', () => {
    beforeAll(async () => {
      await resetContent(sut);
      // Created in an order unrelated to their dates.
      for (const [slug, date, category, title] of [
        ['mid', 'March 4, 2025', 'strategy', 'Pricing UPTIME for presses'],
        ['undated-old', 'Winter 2023', 'ai', 'Old notes'],
        ['newest', '2025-06-24', 'automation', 'Edge gateways that last'],
        ['oldest', '12 January 2024', 'innovation', 'Digital twins, decided'],
        ['undated-new', 'Coming soon', 'ai', 'Draft-like title'],
        ['same-day-a', 'March 4, 2025', 'ai', 'Same day, created first'],
      ] as const) {
        await posts.create(blogPostInput({ slug, date, category, title }));
      }
      await posts.create(
        blogPostInput({ slug: 'hidden-draft', date: '2030-01-01', published: false }),
      );
      await setCreatedAt(
        sut,
        'home_blog_posts',
        { column: 'slug', value: 'same-day-a' },
        '2020-01-01',
      );
      await setCreatedAt(
        sut,
        'home_blog_posts',
        { column: 'slug', value: 'undated-old' },
        '2020-01-01',
      );
    });

    it('should order by date, newest first, with unparsable dates last and drafts absent', async () => {
      const page = await list();
      expect(page.items.map((post) => post.slug)).toEqual([
        'newest',
        'mid',
        'same-day-a',
        'oldest',
        'undated-new',
        'undated-old',
      ]);
      expect(page).toMatchObject({ total: 6, page: 1, pageSize: 12 });
    });

    it('should keep the editor’s date text and give its parsed day', async () => {
      const { items } = await list();
      expect(items.find((post) => post.slug === 'oldest')).toMatchObject({
        date: '12 January 2024',
        publishedOn: '2024-01-12',
      });
      expect(items.find((post) => post.slug === 'undated-new')).toMatchObject({
        date: 'Coming soon',
        publishedOn: null,
      });
    });

    it('should return the summary fields only', async () => {
      const [first] = (await list('?pageSize=1')).items;
      expect(Object.keys(first!).sort()).toEqual(
        [
          'category',
          'date',
          'excerpt',
          'id',
          'image',
          'publishedOn',
          'readTime',
          'slug',
          'title',
        ].sort(),
      );
    });

    it('should paginate: a partial last page, an empty page past the end, the largest page size', async () => {
      expect((await list('?page=2&pageSize=4')).items.map((post) => post.slug)).toEqual([
        'undated-new',
        'undated-old',
      ]);
      expect(await list('?page=3&pageSize=4')).toEqual({
        items: [],
        total: 6,
        page: 3,
        pageSize: 4,
      });
      expect((await list('?pageSize=50')).items).toHaveLength(6);
    });

    it('should search title and excerpt case-insensitively, with wildcards taken literally', async () => {
      expect((await list('?q=uptime')).items.map((post) => post.slug)).toEqual(['mid']);
      expect((await list('?q=%20EDGE%20gateWAYS%20')).items.map((post) => post.slug)).toEqual([
        'newest',
      ]);
      expect((await list('?q=VIBRATION%20DATA')).total).toBe(6);
      expect(await list('?q=%25')).toMatchObject({ total: 0, items: [] });
      expect(await list('?q=_')).toMatchObject({ total: 0, items: [] });
    });

    it('should filter by category case-insensitively and count within it', async () => {
      expect(await list('?category=AI')).toMatchObject({ total: 3 });
      expect((await list('?category=Ai&q=same')).items.map((post) => post.slug)).toEqual([
        'same-day-a',
      ]);
    });

    it('should reject bad query parameters with a message per field', async () => {
      const response = await sut.inject({
        method: 'GET',
        url:
          '/api/blog-posts?page=0&pageSize=51&category=robots&q=' + 'x'.repeat(101) + '&sort=date',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        message: 'Validation failed',
        errors: {
          page: 'page must be a whole number from 1 to 10000',
          pageSize: 'pageSize must be a whole number from 1 to 50',
          category: 'category must be one of: ai, automation, strategy, innovation',
          q: 'q must be at most 100 characters',
          sort: 'property sort should not exist',
        },
      });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it.each([
      ['page=abc'],
      ['page=1.5'],
      ['page='],
      ['page=10001'],
      ['pageSize=0'],
      ['page=1&page=2'],
    ])('should reject %s', async (query) => {
      const response = await sut.inject({ method: 'GET', url: `/api/blog-posts?${query}` });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toHaveLength(1);
    });
  });

  describe('detail', () => {
    beforeAll(async () => {
      await resetContent(sut);
    });

    it('should return a published post with its body formatted and sanitised', async () => {
      await posts.create(
        blogPostInput({
          slug: 'formatted',
          content:
            'WHY NOW\n1. First step of the work\n- an item of the list\nSee https://example.com/x [2]\nshort\n<script>alert(1)</script>',
          hasAudio: true,
          audioUrl:
            '<iframe src="https://open.spotify.com/embed/episode/abc" onload="alert(1)"></iframe>',
          author: 'Julia Brenner',
          authorRole: 'Head of Data Engineering',
        }),
      );
      const response = await sut.inject({ method: 'GET', url: '/api/blog-posts/formatted' });
      expect(response.statusCode).toBe(200);
      const post = response.json<BlogPost>();
      expect(post).toMatchObject({
        slug: 'formatted',
        author: 'Julia Brenner',
        authorRole: 'Head of Data Engineering',
        hasAudio: true,
        audioEmbedHtml: '<iframe src="https://open.spotify.com/embed/episode/abc"></iframe>',
        contentHtml:
          '<h2>WHY NOW</h2><h3>1. First step of the work</h3><ul><li>an item of the list</li></ul><p>See <a href="https://example.com/x" target="_blank" rel="noopener noreferrer">https://example.com/x</a><sup>2</sup></p>',
      });
      expect(post.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(post).not.toHaveProperty('content');
      expect(post).not.toHaveProperty('audioUrl');
    });

    it('should report no audio when the embed is refused or the flag is off', async () => {
      await posts.create(
        blogPostInput({
          slug: 'bad-embed',
          hasAudio: true,
          audioUrl: '<iframe src="https://evil.example/x"></iframe>',
        }),
      );
      await posts.create(
        blogPostInput({
          slug: 'flag-off',
          hasAudio: false,
          audioUrl: '<iframe src="https://open.spotify.com/embed/x"></iframe>',
        }),
      );
      for (const slug of ['bad-embed', 'flag-off']) {
        const post = (
          await sut.inject({ method: 'GET', url: `/api/blog-posts/${slug}` })
        ).json<BlogPost>();
        expect(post).toMatchObject({ hasAudio: false, audioEmbedHtml: null });
      }
    });

    it('should answer an unknown slug and a draft with 404 in the error body', async () => {
      await posts.create(blogPostInput({ slug: 'a-draft', published: false }));
      for (const slug of ['no-such-post', 'a-draft', '%27%20OR%201%3D1--']) {
        const response = await sut.inject({ method: 'GET', url: `/api/blog-posts/${slug}` });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ statusCode: 404, message: 'Blog post not found' });
      }
    });
  });
});
