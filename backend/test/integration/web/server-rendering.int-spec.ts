import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { appConfig, webConfig } from '../../../src/config';
import { AboutService } from '../../../src/modules/content/about/about.service';
import { BlogPostsService } from '../../../src/modules/content/blog-posts/blog-posts.service';
import { CaseStudiesService } from '../../../src/modules/content/case-studies/case-studies.service';
import { WebService } from '../../../src/modules/web/web.service';
import { blogPostInput, caseStudyInput, resetContent } from '../../factories/content.factory';
import { httpGet } from '../../setup/http-client';
import { createTestApp } from '../../setup/test-app';

const SITE = 'https://fabrion.test';

/** The content of the first element matching a tag and attribute pattern in the page's head. */
function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

function meta(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const pattern = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`);
  return pattern.exec(head(html))?.[1];
}

function count(text: string, fragment: string): number {
  return text.split(fragment).length - 1;
}

describe('Server-rendered public pages', () => {
  let sut: NestFastifyApplication;
  let base: string;

  beforeAll(async () => {
    const bundle = join(webConfig().ssrBundleDir, 'entry-server.cjs');
    if (!existsSync(bundle) || !existsSync(join(appConfig().frontendDist, 'index.html'))) {
      throw new Error(`The frontend is not built (${bundle}): run "npm run build -w frontend"`);
    }
    sut = await createTestApp({ env: { PUBLIC_URL: SITE } });
    await resetContent(sut);
    await sut.get(BlogPostsService).create(
      blogPostInput({
        slug: 'vibration-first-year',
        title: 'What a year of vibration data <really> teaches',
        excerpt: 'Lessons from the first twelve months of condition monitoring.',
        image: 'blog/vibration.jpg',
        content: 'Bearings announce their end weeks ahead, if someone listens.',
      }),
    );
    await sut
      .get(CaseStudiesService)
      .create(
        caseStudyInput({ caseId: 'press-uptime', title: 'Uptime as a service for press lines' }),
      );
    await sut.get(AboutService).createJob({
      id: 'data-engineer',
      title: 'Senior Data Engineer',
      location: 'Cluj-Napoca',
      emoji: '🛠️',
      description: 'Build the pipelines our clients run their plants on.',
      responsibilities: ['Design streaming pipelines'],
      requirements: ['Five years with Python'],
      department: 'Engineering',
      experienceLevel: 'Senior',
      contractType: 'Full-time',
      languages: ['English'],
      published: true,
    });
    await sut.listen({ port: 0, host: '127.0.0.1' });
    base = await sut.getUrl();
  });

  afterAll(async () => {
    await sut.close();
  });

  it('should render a blog post with its own title, description, image and Article data', async () => {
    const response = await httpGet(`${base}/blog/vibration-first-year`);
    const html = response.text();

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html).toContain('<html lang="en"');
    expect(head(html)).toContain(
      '<title>What a year of vibration data &lt;really&gt; teaches | Fabrion</title>',
    );
    expect(html).toContain('Bearings announce their end weeks ahead');
    expect(meta(html, 'name', 'description')).toBe(
      'Lessons from the first twelve months of condition monitoring.',
    );
    expect(meta(html, 'property', 'og:type')).toBe('article');
    expect(meta(html, 'property', 'og:url')).toBe(`${SITE}/blog/vibration-first-year`);
    expect(meta(html, 'property', 'og:image')).toBe(
      `${SITE}/storage/v1/object/public/uploads/blog/vibration.jpg`,
    );
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(head(html)).toContain(
      `<link rel="canonical" href="${SITE}/blog/vibration-first-year"/>`,
    );
    for (const [lang, query] of [
      ['en', ''],
      ['es', '?lang=es'],
      ['de', '?lang=de'],
      ['x-default', ''],
    ]) {
      expect(head(html)).toContain(
        `<link rel="alternate" hrefLang="${lang}" href="${SITE}/blog/vibration-first-year${query}"/>`,
      );
    }
    const article = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(article!)).toMatchObject({
      '@type': 'Article',
      headline: 'What a year of vibration data <really> teaches',
    });
    // The JSON for hydration cannot close its script element early.
    const data = /<script type="application\/json" id="ssr-data">(.*?)<\/script>/s.exec(html)?.[1];
    expect(data).not.toContain('<');
    expect(JSON.stringify(JSON.parse(data!))).toContain('<really>');
  });

  it('should render a page in the language of ?lang=, with its canonical URL', async () => {
    const html = (await httpGet(`${base}/case-studies?lang=de`)).text();

    expect(html).toContain('<html lang="de"');
    expect(html).toContain('Uptime as a service for press lines');
    expect(meta(html, 'property', 'og:locale')).toBe('de_DE');
    expect(head(html)).toContain(`<link rel="canonical" href="${SITE}/case-studies?lang=de"/>`);
  });

  it('should render a case study, the home page and About with their structured data', async () => {
    const study = (await httpGet(`${base}/case-studies/press-uptime`)).text();
    const home = (await httpGet(`${base}/`)).text();
    const about = (await httpGet(`${base}/about`)).text();

    expect(study).toContain('<title>Uptime as a service for press lines | Fabrion</title>');
    expect(meta(study, 'property', 'og:title')).toBe(
      'Uptime as a service for press lines | Fabrion',
    );
    expect(count(home, '"@type":"Organization"')).toBe(1);
    expect(meta(home, 'property', 'og:url')).toBe(`${SITE}/`);
    expect(count(about, '"@type":"JobPosting"')).toBe(1);
    expect(about).toContain('"title":"Senior Data Engineer"');
    // The day the opening was saved, as the jobs API gives it; the office as its place.
    const [job] = (await httpGet(`${base}/api/jobs`)).json<Array<{ postedOn: string }>>();
    expect(job?.postedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(about).toContain(`"datePosted":"${job?.postedOn}"`);
    expect(about).toContain('"addressLocality":"Cluj-Napoca"');
    // Every page has exactly one title, one canonical link and four alternates.
    for (const html of [study, home, about]) {
      expect(count(head(html), '<title>')).toBe(1);
      expect(count(head(html), 'rel="canonical"')).toBe(1);
      expect(count(head(html), 'rel="alternate"')).toBe(4);
      // The page's rules, under the attribute the browser's Emotion cache reads (emotion-cache.ts).
      expect(head(html)).toMatch(/<style data-server-styles="[\w -]+">\.css-/);
    }
  });

  it('should answer 404 with the 404 page for an unknown route and an unknown post or study', async () => {
    const unknown = await httpGet(`${base}/no-such-page`);
    const post = await httpGet(`${base}/blog/no-such-post`);
    const study = await httpGet(`${base}/case-studies/no-such-study`);

    expect(unknown.status).toBe(404);
    expect(unknown.text()).toContain('Oops! Page not found');
    expect(meta(unknown.text(), 'name', 'robots')).toBe('noindex');
    expect(post.status).toBe(404);
    expect(post.text()).toContain('Blog Post Not Found');
    expect(study.status).toBe(404);
    expect(study.text()).toContain('Case Study Not Found');
  });

  it('should answer 404, not indexed, for a blog page past the last one', async () => {
    const response = await httpGet(`${base}/blog?page=99`);

    expect(response.status).toBe(404);
    expect(meta(response.text(), 'name', 'robots')).toBe('noindex');
    expect(response.text()).toContain('There are no articles on page 99.');
  });

  it('should keep only a valid page number in the canonical URL', async () => {
    const response = await httpGet(`${base}/blog?page=abc&lang=de`);

    expect(response.status).toBe(200);
    expect(head(response.text())).toContain(`<link rel="canonical" href="${SITE}/blog?lang=de"/>`);
  });

  it('should send variants of a page address to the page itself (301)', async () => {
    for (const [variant, canonical] of [
      ['/about/', '/about'],
      ['/About', '/about'],
      ['/services/dlt?lang=es', '/services/DLT?lang=es'],
      ['/blog/vibration-first-year/', '/blog/vibration-first-year'],
    ]) {
      const response = await httpGet(`${base}${variant}`);
      expect([variant, response.status, response.headers.location]).toEqual([
        variant,
        301,
        canonical,
      ]);
    }
  });

  it('should serve member pages as the client-rendered shell, not indexed', async () => {
    const response = await httpGet(`${base}/portal`);

    expect(response.status).toBe(200);
    expect(response.text()).toContain('<div id="root"></div>');
    expect(meta(response.text(), 'name', 'robots')).toBe('noindex');
  });

  it('should compress pages for clients that accept gzip', async () => {
    const response = await httpGet(`${base}/blog`, { headers: { 'accept-encoding': 'gzip, br' } });

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(response.body).toString('utf8')).toContain('<title>Blog | Fabrion</title>');
  });

  it('should reuse a rendered page until content changes', async () => {
    const web = sut.get(WebService);
    const posts = sut.get(BlogPostsService);
    await httpGet(`${base}/blog?page=1`);
    const cachedBefore = web.cachedPages;
    expect((await httpGet(`${base}/blog?page=1`)).text()).not.toContain('Freshly published');

    await posts.create(blogPostInput({ title: 'Freshly published notes', date: 'May 1, 2099' }));

    expect(cachedBefore).toBeGreaterThan(0);
    expect((await httpGet(`${base}/blog?page=1`)).text()).toContain('Freshly published notes');
  });
});
