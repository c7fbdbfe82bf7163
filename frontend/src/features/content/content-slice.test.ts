// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { fakeApi, TEST_API_BASE_URL } from '@/testing/test-utils';
import { aCaseStudy } from '@/testing/content-data';
import { contentQueries, prefetchContent } from './api';
import { CONTENT_FRESH_MS, fetchContent, needsFetch } from './content-slice';

function setUp() {
  const api = fakeApi([
    [/^case-studies$/, { status: 200, body: [aCaseStudy()] }],
    [/^blog-posts\/gone$/, { status: 404, body: { statusCode: 404, message: 'Not Found' } }],
    [/^jobs$/, { status: 503, body: { statusCode: 503, message: 'Unavailable' } }],
  ]);
  const sut = makeStore(undefined, { fetchFn: api.fetchFn, baseUrl: TEST_API_BASE_URL });
  return { sut, api };
}

describe('needsFetch', () => {
  const now = 1_000_000;

  it('should fetch a path it has nothing for, and not one already on its way', () => {
    expect(needsFetch(undefined, now)).toBe(true);
    expect(needsFetch({ status: 'pending' }, now)).toBe(false);
  });

  it('should keep data and a 404 while fresh, and fetch them again when stale', () => {
    const fresh = now - CONTENT_FRESH_MS + 1;
    const stale = now - CONTENT_FRESH_MS - 1;
    expect(needsFetch({ status: 'fulfilled', data: [], receivedAt: fresh }, now)).toBe(false);
    expect(needsFetch({ status: 'fulfilled', data: [], receivedAt: stale }, now)).toBe(true);
    const missing = { status: 'rejected', error: { status: 404, data: null } } as const;
    expect(needsFetch({ ...missing, receivedAt: fresh }, now)).toBe(false);
    expect(needsFetch({ ...missing, receivedAt: stale }, now)).toBe(true);
  });

  it('should try again after any other error', () => {
    const failed = { status: 'rejected', error: { status: 503, data: null } } as const;
    expect(needsFetch({ ...failed, receivedAt: now }, now)).toBe(true);
  });
});

describe('fetchContent', () => {
  it('should send one request for a path asked for twice at once', async () => {
    const { sut, api } = setUp();

    await Promise.all([
      sut.dispatch(fetchContent({ path: contentQueries.caseStudies() })),
      sut.dispatch(fetchContent({ path: contentQueries.caseStudies() })),
    ]);

    expect(api.requests).toHaveLength(1);
    expect(sut.getState().content.entries['case-studies']).toMatchObject({
      status: 'fulfilled',
      data: [{ id: aCaseStudy().id }],
    });
  });

  it('should reuse what a server-rendered page brought, a 404 included, and retry its errors', async () => {
    const server = setUp();
    const results = await Promise.all([
      prefetchContent(server.sut.dispatch, contentQueries.caseStudies()),
      prefetchContent(server.sut.dispatch, contentQueries.blogPost('gone')),
      prefetchContent(server.sut.dispatch, contentQueries.jobs()),
    ]);
    expect(results.map((result) => result.error?.status)).toEqual([undefined, 404, 503]);

    const browser = fakeApi([[/^jobs$/, { status: 200, body: [] }]]);
    const sut = makeStore(
      { content: server.sut.getState().content },
      { fetchFn: browser.fetchFn, baseUrl: TEST_API_BASE_URL },
    );
    for (const path of ['case-studies', 'blog-posts/gone', 'jobs'])
      await sut.dispatch(fetchContent({ path }));

    expect(browser.requests.map((url) => url.pathname)).toEqual(['/api/jobs']);
    expect(sut.getState().content.entries.jobs).toMatchObject({ status: 'fulfilled', data: [] });
  });

  it('should fetch a fresh path again when forced (Try Again)', async () => {
    const { sut, api } = setUp();
    await sut.dispatch(fetchContent({ path: 'case-studies' }));

    await sut.dispatch(fetchContent({ path: 'case-studies' }));
    await sut.dispatch(fetchContent({ path: 'case-studies', force: true }));

    expect(api.requests).toHaveLength(2);
  });

  it('should report a network failure as an error, not throw', async () => {
    const failing = (() => Promise.reject(new TypeError('offline'))) as typeof fetch;
    const sut = makeStore(undefined, { fetchFn: failing, baseUrl: TEST_API_BASE_URL });

    const result = await prefetchContent(sut.dispatch, contentQueries.jobs());

    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(sut.getState().content.entries.jobs?.status).toBe('rejected');
  });
});
