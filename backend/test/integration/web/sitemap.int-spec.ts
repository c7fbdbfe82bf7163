import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { BlogPostsService } from '../../../src/modules/content/blog-posts/blog-posts.service';
import { CaseStudiesService } from '../../../src/modules/content/case-studies/case-studies.service';
import { blogPostInput, caseStudyInput, resetContent } from '../../factories/content.factory';
import { createTestApp } from '../../setup/test-app';

const SITE = 'https://fabrion.test';

/** Each `<url>` of the sitemap: its address, lastmod and alternates. */
function urls(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body!)?.[1],
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(body!)?.[1],
    alternates: [...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, l, h]) => [l, h]),
  }));
}

describe('Sitemap and robots.txt', () => {
  let sut: NestFastifyApplication;

  beforeAll(async () => {
    sut = await createTestApp({ env: { PUBLIC_URL: SITE } });
    await resetContent(sut);
    await sut.get(BlogPostsService).create(blogPostInput({ slug: 'uptime-pricing' }));
    await sut.get(BlogPostsService).create(blogPostInput({ slug: 'draft', published: false }));
    await sut.get(CaseStudiesService).create(caseStudyInput({ caseId: 'press-uptime' }));
    await sut
      .get(CaseStudiesService)
      .create(caseStudyInput({ caseId: 'hidden', published: false }));
  });

  afterAll(async () => {
    await sut.close();
  });

  it('should list every public page, published post and case study in every language', async () => {
    const response = await sut.inject({ method: 'GET', url: '/sitemap.xml' });
    const entries = urls(response.body);
    const locs = entries.map((entry) => entry.loc);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const path of ['/', '/services/strategy', '/services/DLT', '/about', '/terms']) {
      expect(locs).toContain(`${SITE}${path}`);
      expect(locs).toContain(`${SITE}${path}?lang=es`);
      expect(locs).toContain(`${SITE}${path}?lang=de`);
    }
    // 15 fixed pages, one post and one study, each in three languages.
    expect(entries).toHaveLength((15 + 2) * 3);
    expect(locs).not.toContain(`${SITE}/blog/draft`);
    expect(locs).not.toContain(`${SITE}/case-studies/hidden`);
    expect(locs.some((loc) => loc?.includes('/portal'))).toBe(false);

    const post = entries.find((entry) => entry.loc === `${SITE}/blog/uptime-pricing?lang=de`)!;
    expect(post.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(post.alternates).toEqual([
      ['en', `${SITE}/blog/uptime-pricing`],
      ['es', `${SITE}/blog/uptime-pricing?lang=es`],
      ['de', `${SITE}/blog/uptime-pricing?lang=de`],
      ['x-default', `${SITE}/blog/uptime-pricing`],
    ]);
    expect(
      entries.find((entry) => entry.loc === `${SITE}/case-studies/press-uptime`)?.lastmod,
    ).toBeDefined();
  });

  it('should list a post published after the sitemap was built', async () => {
    await sut.inject({ method: 'GET', url: '/sitemap.xml' });
    await sut.get(BlogPostsService).create(blogPostInput({ slug: 'brand-new' }));

    const response = await sut.inject({ method: 'GET', url: '/sitemap.xml' });

    expect(response.body).toContain(`<loc>${SITE}/blog/brand-new</loc>`);
  });

  it('should disallow the member portal and the admin in robots.txt and name the sitemap', async () => {
    const response = await sut.inject({ method: 'GET', url: '/robots.txt' });
    const lines = response.body.split('\n');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /portal',
        'Disallow: /dashboard',
        'Disallow: /admin',
        `Sitemap: ${SITE}/sitemap.xml`,
      ]),
    );
    expect(lines).not.toContain('Disallow: /blog');
  });
});
