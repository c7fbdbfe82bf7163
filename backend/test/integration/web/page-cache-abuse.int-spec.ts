import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { appConfig, webConfig } from '../../../src/config';
import { Clock } from '../../../src/common/clock';
import type { SsrBundle } from '../../../src/modules/web/ssr-bundle';
import { WebService } from '../../../src/modules/web/web.service';
import { FakeClock } from '../../setup/fake-clock';
import { createTestApp } from '../../setup/test-app';

/**
 * Server-rendered pages with query parameters the page does not read: served from the page cache
 * like the bare address, and the renders that do happen are limited per client IP.
 */
/** The app with the built frontend, its own Redis keys, `env` and (optionally) a hand-moved clock. */
async function pageApp(env: Record<string, string>, clock?: FakeClock) {
  const bundle = join(webConfig().ssrBundleDir, 'entry-server.cjs');
  if (!existsSync(bundle) || !existsSync(join(appConfig().frontendDist, 'index.html')))
    throw new Error(`The frontend is not built (${bundle}): run "npm run build -w frontend"`);
  return createTestApp({
    env: {
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `fabrion-it-${randomUUID()}`,
      ...env,
    },
    override: clock ? (builder) => builder.overrideProvider(Clock).useValue(clock) : undefined,
  });
}

describe('Page cache and query parameters', () => {
  let app: NestFastifyApplication;
  let web: WebService;

  beforeAll(async () => {
    app = await pageApp({ SSR_RENDER_IP_LIMIT: '5' });
    web = app.get(WebService);
  });

  afterAll(async () => {
    await app.close();
  });

  const page = (url: string, remoteAddress = '10.7.0.1') =>
    app.inject({ method: 'GET', url, remoteAddress });

  it('should serve addresses that differ only in unread parameters from one cached page', async () => {
    const bare = await page('/about', '10.7.1.1');
    expect(bare.statusCode).toBe(200);
    const cached = web.cachedPages;
    for (const query of ['?utm_source=x', '?x=1', '?x=2&y=3', '?lang=xx', '?page=abc', '?fbclid=1'])
      expect((await page(`/about${query}`, '10.7.1.1')).statusCode).toBe(200);
    expect(web.cachedPages).toBe(cached);
    expect((await page('/about?x=9', '10.7.1.1')).body).toBe(bare.body);
  });

  it('should limit the renders one client IP can cause', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await page(`/no-such-page-${i}`, '10.7.2.1')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(statuses[5]).toBe(429);
    // Cached pages are still served to that client.
    expect((await page('/about', '10.7.2.1')).statusCode).toBe(200);
  });
});

/**
 * A page past its TTL is served as it is while one render replaces it; the requests that find no
 * page share one render (a page's expiry under load is one render, not one per waiting visitor).
 */
describe('Page cache expiry and concurrent renders', () => {
  const TTL = 60_000;
  let app: NestFastifyApplication;
  let web: WebService;
  let render: jest.SpyInstance;
  const clock = new FakeClock(new Date('2026-11-26T09:00:00Z'));

  beforeAll(async () => {
    app = await pageApp({ SSR_CACHE_TTL_MS: String(TTL) }, clock);
    web = app.get(WebService);
    const bundle = (web as unknown as { ssrBundle(): SsrBundle }).ssrBundle();
    render = jest.spyOn(bundle, 'render');
  });

  afterAll(async () => {
    await app.close();
  });

  const page = (url: string) => app.inject({ method: 'GET', url, remoteAddress: '10.7.3.1' });
  const renderingDone = async () => {
    for (let i = 0; i < 200 && web.pagesRendering > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(web.pagesRendering).toBe(0);
  };

  it('should render a page that many visitors ask for at once only once', async () => {
    render.mockClear();
    const responses = await Promise.all(Array.from({ length: 8 }, () => page('/case-studies')));

    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('should serve a page past its TTL at once and render it again in the background', async () => {
    const first = await page('/about');
    expect(first.statusCode).toBe(200);
    render.mockClear();

    clock.advance(TTL - 1);
    await page('/about');
    expect(render).not.toHaveBeenCalled();

    clock.advance(1);
    const stale = await Promise.all([page('/about'), page('/about'), page('/about')]);
    // All three were answered with the page as it was; one render replaces it meanwhile.
    expect(stale.map((r) => r.body)).toEqual([first.body, first.body, first.body]);
    expect(render).toHaveBeenCalledTimes(1);
    await renderingDone();

    // Fresh again: served without another render.
    expect((await page('/about')).statusCode).toBe(200);
    expect(render).toHaveBeenCalledTimes(1);
  });
});
