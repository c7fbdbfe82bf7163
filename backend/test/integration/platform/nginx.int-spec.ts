import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { BlogPostsService } from '../../../src/modules/content/blog-posts/blog-posts.service';
import { blogPostInput, resetContent } from '../../factories/content.factory';
import { ClientIpProbeModule } from '../../setup/client-ip-probe';
import { httpGet } from '../../setup/http-client';
import { type NginxServer, startNginx } from '../../setup/nginx';
import { createTestApp } from '../../setup/test-app';

/** The shipped nginx configuration (Debian's nginx) in front of the real backend. */
describe('nginx in front of the backend', () => {
  const VISITOR = '127.0.0.2';
  let dist: string;
  let backend: NestFastifyApplication;
  let backendUrl: string;
  let nginx: NginxServer;

  const viaNginx = (path: string, headers: Record<string, string> = {}) =>
    httpGet(`${nginx.url}${path}`, { headers, localAddress: VISITOR });

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'fabrion-dist-'));
    for (const app of ['frontend', 'admin']) {
      mkdirSync(join(dist, app, 'assets'), { recursive: true });
      writeFileSync(
        join(dist, app, 'index.html'),
        `<!doctype html><title>${app} shell</title><div id="root"></div>`,
      );
      writeFileSync(
        join(dist, app, 'assets', `${app}-Ab12Cd.js`),
        `export const ${app} = ${JSON.stringify('x'.repeat(4000))};\n`,
      );
    }
    backend = await createTestApp({
      env: {
        FRONTEND_DIST: join(dist, 'frontend'),
        ADMIN_DIST: join(dist, 'admin'),
        TRUST_PROXY: '127.0.0.1',
      },
      imports: [ClientIpProbeModule],
    });
    await backend.listen({ port: 0, host: '127.0.0.1' });
    const address = backend.getHttpServer().address() as { port: number };
    backendUrl = `http://127.0.0.1:${address.port}`;
    nginx = await startNginx({
      backendPort: address.port,
      frontendDist: join(dist, 'frontend'),
      adminDist: join(dist, 'admin'),
    });

    await resetContent(backend);
    for (let i = 0; i < 6; i += 1) {
      await backend.get(BlogPostsService).create(blogPostInput({ slug: `through-nginx-${i}` }));
    }
  });

  afterAll(async () => {
    await nginx?.stop();
    await backend?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('should let a resource file of several MB through to the backend', async () => {
    const body = Buffer.concat([Buffer.from('%PDF-1.4'), Buffer.alloc(3 * 1024 * 1024)]);
    const put = (path: string) =>
      fetch(`${nginx.url}${path}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/pdf' },
        body,
      });
    // The backend answers (no session: 401), not nginx's 2 MB limit.
    const upload = await put('/api/admin/resources/9d0c8a9e-2222-4b3c-9d4e-abcdefabcdef/file');
    expect(upload.status).toBe(401);
    expect(upload.headers.get('server')).toBe('nginx');
  });

  it('should proxy a page to the backend', async () => {
    const response = await viaNginx('/blog');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.text()).toContain('<title>frontend shell</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.server).toBe('nginx');
  });

  it('should proxy an API call, with its ETag, Cache-Control and conditional requests', async () => {
    const response = await viaNginx('/api/blog-posts?page=1');
    expect(response.status).toBe(200);
    expect(response.json<{ total: number }>().total).toBe(6);
    expect(response.headers['cache-control']).toBe(
      'public, max-age=60, stale-while-revalidate=300',
    );
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"/);
    const again = await viaNginx('/api/blog-posts?page=1', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    const missing = await viaNginx('/api/blog-posts/nope');
    expect(missing.status).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, message: 'Blog post not found' });
  });

  it('should compress JSON for clients that accept gzip', async () => {
    const response = await viaNginx('/api/blog-posts?page=1', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.body).toString()).total).toBe(6);
  });

  it('should serve built assets from disk with immutable caching, and 404 a missing one', async () => {
    for (const path of ['/assets/frontend-Ab12Cd.js', '/admin/assets/admin-Ab12Cd.js']) {
      const response = await viaNginx(path, { 'accept-encoding': 'gzip' });
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-type']).toBe('application/javascript');
      expect(response.headers['content-encoding']).toBe('gzip');
      // Not proxied: the backend would have added its request id and security headers.
      expect(response.headers['x-request-id']).toBeUndefined();
      expect(response.headers['content-security-policy']).toBeUndefined();
    }
    const missing = await viaNginx('/assets/gone-123.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html');
  });

  it('should hand the visitor’s address to the app and drop one the visitor forged', async () => {
    const response = await viaNginx('/api/test-probe/client', {
      'x-forwarded-for': '203.0.113.9',
      'x-real-ip': '203.0.113.9',
    });
    expect(response.json()).toEqual({
      ip: VISITOR,
      forwardedFor: VISITOR,
      realIp: VISITOR,
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(response.headers['x-request-id']).toBe(response.json<{ requestId: string }>().requestId);
  });

  it('should ignore X-Forwarded-For sent straight to the backend by anyone but the proxy', async () => {
    const response = await httpGet(`${backendUrl}/api/test-probe/client`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
      localAddress: VISITOR,
    });
    expect(response.json<{ ip: string }>().ip).toBe(VISITOR);
  });

  it('should log no configuration errors', () => {
    expect(nginx.errorLog()).not.toMatch(/\[(emerg|alert|crit|error)\]/);
  });
});
