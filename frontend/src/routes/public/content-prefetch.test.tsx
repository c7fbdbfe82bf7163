// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { matchPath, Route, Routes, StaticRouter } from 'react-router';
import { Providers } from '@/app/providers';
import { loadDeferredComponents } from '@/components/deferred';
import type { RoutePrefetch } from '@/app/route-prefetch';
import { makeStore } from '@/app/store';
import { createI18n } from '@/features/i18n/server';
import { aCaseStudy, aPost, aPostPage } from '@/testing/content-data';
import { fakeApi, PAGE_TEST_TIMEOUT, TEST_API_BASE_URL } from '@/testing/test-utils';
import * as blog from './blog';
import * as blogPost from './blog-post';
import * as caseStudies from './case-studies';
import * as caseStudy from './case-study';

interface RouteModule {
  Component: ComponentType;
  prefetch: RoutePrefetch;
}

const api = fakeApi([
  [
    /^blog-posts$/,
    (url) => ({ status: 200, body: aPostPage(15, Number(url.searchParams.get('page'))) }),
  ],
  [/^blog-posts\/digital-twins-explained$/, { status: 200, body: aPost() }],
  [/^case-studies$/, { status: 200, body: [aCaseStudy()] }],
  [/^case-studies\/predictive-maintenance$/, { status: 200, body: aCaseStudy() }],
]);

/**
 * What server rendering does: await the route's prefetch and its deferred parts' code, then render
 * once, without a DOM.
 */
async function serverRender(module: RouteModule, path: string, url: string): Promise<string> {
  const store = makeStore(undefined, { fetchFn: api.fetchFn, baseUrl: TEST_API_BASE_URL });
  const address = new URL(url, 'http://site.test');
  const { params } = matchPath(path, address.pathname)!;
  const queries = module.prefetch({
    store,
    params,
    searchParams: address.searchParams,
  });
  await Promise.all(queries);
  await loadDeferredComponents();
  const html = renderToString(
    <Providers store={store} i18n={createI18n('en')}>
      <StaticRouter location={url}>
        <Routes>
          <Route path={path} element={<module.Component />} />
        </Routes>
      </StaticRouter>
    </Providers>,
  );
  return html;
}

describe('content routes rendered on the server', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('should render the blog page named in ?page= from its prefetched data', async () => {
    const html = await serverRender(blog, '/blog', '/blog?page=2');

    expect(html).toContain('Post number 13');
    expect(html).not.toContain('Post number 12');
    expect(html).toContain('href="/blog"'); // previous page
  });

  it('should render a blog post from its prefetched data', async () => {
    const html = await serverRender(blogPost, '/blog/:slug', '/blog/digital-twins-explained');

    expect(html).toContain('Digital twins, explained for plant managers');
    expect(html).toContain('WHY IT MATTERS');
    expect(html).not.toContain('role="progressbar"');
  });

  it('should render the case-study list and a case study from their prefetched data', async () => {
    const list = await serverRender(caseStudies, '/case-studies', '/case-studies');
    const detail = await serverRender(
      caseStudy,
      '/case-studies/:caseId',
      '/case-studies/predictive-maintenance',
    );

    expect(list).toContain('href="/case-studies/predictive-maintenance"');
    expect(detail).toContain('Project Overview');
    expect(detail).toContain('38% less unplanned downtime');
  });
});
