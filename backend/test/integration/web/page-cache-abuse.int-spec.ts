import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { appConfig, webConfig } from '../../../src/config';
import { WebService } from '../../../src/modules/web/web.service';
import { createTestApp } from '../../setup/test-app';

/**
 * Server-rendered pages with query parameters the page does not read: served from the page cache
 * like the bare address, and the renders that do happen are limited per client IP.
 */
describe('Page cache and query parameters', () => {
  let app: NestFastifyApplication;
  let web: WebService;

  beforeAll(async () => {
    const bundle = join(webConfig().ssrBundleDir, 'entry-server.cjs');
    if (!existsSync(bundle) || !existsSync(join(appConfig().frontendDist, 'index.html')))
      throw new Error(`The frontend is not built (${bundle}): run "npm run build -w frontend"`);
    app = await createTestApp({
      env: {
        REDIS_URL: 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: `fabrion-it-${randomUUID()}`,
        SSR_RENDER_IP_LIMIT: '5',
      },
    });
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
