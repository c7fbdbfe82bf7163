import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Insight, Page } from '@fabrion/shared';
import { BlogPostsService } from '../../../src/modules/content/blog-posts/blog-posts.service';
import { CaseStudiesService } from '../../../src/modules/content/case-studies/case-studies.service';
import {
  blogPostInput,
  caseStudyInput,
  resetContent,
  setCreatedAt,
} from '../../factories/content.factory';
import { createTestApp } from '../../setup/test-app';

describe('Insights API', () => {
  let sut: NestFastifyApplication;

  const insights = async (query = '') => {
    const response = await sut.inject({ method: 'GET', url: `/api/insights${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<Page<Insight>>();
  };
  const keys = (page: Page<Insight>) => page.items.map((item) => `${item.type}:${item.key}`);

  beforeAll(async () => {
    sut = await createTestApp();
    await resetContent(sut);
    const posts = sut.get(BlogPostsService);
    const studies = sut.get(CaseStudiesService);
    await posts.create(
      blogPostInput({ slug: 'may-post', date: 'May 20, 2025', title: 'Edge computing in plants' }),
    );
    await posts.create(
      blogPostInput({ slug: 'jan-post', date: '2025-01-10', title: 'Pricing models' }),
    );
    await posts.create(
      blogPostInput({ slug: 'undated', date: 'Someday', title: 'Undated thoughts' }),
    );
    await posts.create(blogPostInput({ slug: 'draft', date: '2026-01-01', published: false }));
    for (const [caseId, createdAt, title] of [
      ['june-study', '2025-06-01T10:00:00Z', 'Uptime at a press builder'],
      ['march-study', '2025-03-15T10:00:00Z', 'Cold storage pricing'],
    ] as const) {
      await studies.create(
        caseStudyInput({ caseId, title, description: 'A story about EDGE data.' }),
      );
      await setCreatedAt(sut, 'home_case_studies', { column: 'case_id', value: caseId }, createdAt);
    }
  });

  afterAll(async () => {
    await sut.close();
  });

  it('should merge posts and studies newest first, three per page by default', async () => {
    const first = await insights();
    expect(keys(first)).toEqual([
      'case-study:june-study',
      'blog:may-post',
      'case-study:march-study',
    ]);
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 3 });
    expect(keys(await insights('?page=2'))).toEqual(['blog:jan-post', 'blog:undated']);
    expect((await insights('?page=3')).items).toEqual([]);
  });

  it('should describe each item with its link, display date and parsed day', async () => {
    const { items } = await insights('?pageSize=5');
    expect(items[0]).toEqual({
      type: 'case-study',
      key: 'june-study',
      href: '/case-studies/june-study',
      title: 'Uptime at a press builder',
      excerpt: 'A story about EDGE data.',
      image: null,
      category: 'Manufacturing',
      date: 'June 1, 2025',
      publishedOn: '2025-06-01',
    });
    expect(items[1]).toMatchObject({
      type: 'blog',
      key: 'may-post',
      href: '/blog/may-post',
      image: 'blog/energy.svg',
      category: 'ai',
      date: 'May 20, 2025',
      publishedOn: '2025-05-20',
    });
  });

  it('should filter by type, compared case-insensitively', async () => {
    expect(keys(await insights('?type=BLOG&pageSize=10'))).toEqual([
      'blog:may-post',
      'blog:jan-post',
      'blog:undated',
    ]);
    expect(await insights('?type=Case-Study')).toMatchObject({ total: 2 });
  });

  it('should search titles and excerpts of both kinds case-insensitively', async () => {
    const page = await insights('?q=edge');
    expect(keys(page)).toEqual([
      'case-study:june-study',
      'blog:may-post',
      'case-study:march-study',
    ]);
    expect(page.total).toBe(3);
    expect(await insights('?q=PRICING&type=blog')).toMatchObject({ total: 1 });
  });

  it('should reject a bad type and paging past the window the list serves', async () => {
    const badType = await sut.inject({ method: 'GET', url: '/api/insights?type=video' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors).toEqual({ type: 'type must be one of: all, blog, case-study' });
    const tooDeep = await sut.inject({ method: 'GET', url: '/api/insights?page=334' });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().errors).toEqual({
      page: 'page must not reach past the first 1000 insights',
    });
    expect((await sut.inject({ method: 'GET', url: '/api/insights?page=333' })).statusCode).toBe(
      200,
    );
  });
});
