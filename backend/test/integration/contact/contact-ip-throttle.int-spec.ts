import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contactPayload } from '../../factories/contact.factory';
import { httpGet } from '../../setup/http-client';
import { type NginxServer, startNginx } from '../../setup/nginx';
import { createTestApp } from '../../setup/test-app';

/** The per-IP contact throttle: counted in Redis, shared by instances, keyed by the trusted hop. */
describe('Contact per-IP throttle', () => {
  const LIMIT = 3;
  let a: NestFastifyApplication;
  let b: NestFastifyApplication;
  let urlA: string;
  let urlB: string;
  let nginx: NginxServer;
  let dist: string;

  const send = (base: string, from: string, headers: Record<string, string> = {}) =>
    httpGet(`${base}/api/contact`, {
      method: 'POST',
      localAddress: from,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(contactPayload()),
    });

  const listen = async (app: NestFastifyApplication) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  };

  beforeAll(async () => {
    const env = {
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `fabrion-it-${randomUUID()}`,
      CONTACT_IP_LIMIT: String(LIMIT),
      TRUST_PROXY: '127.0.0.1',
      QUEUE_WORKER_IN_PROCESS: 'false',
    };
    a = await createTestApp({ env });
    b = await createTestApp({ env });
    urlA = await listen(a);
    urlB = await listen(b);
    dist = mkdtempSync(join(tmpdir(), 'fabrion-dist-'));
    for (const app of ['frontend', 'admin'])
      mkdirSync(join(dist, app, 'assets'), { recursive: true });
    nginx = await startNginx({
      backendPort: Number(new URL(urlA).port),
      frontendDist: join(dist, 'frontend'),
      adminDist: join(dist, 'admin'),
    });
  });

  afterAll(async () => {
    await nginx?.stop();
    await a?.close();
    await b?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('should share one budget across two instances and refuse with the spec text', async () => {
    const statuses = [];
    for (const base of [urlA, urlB, urlA]) statuses.push((await send(base, '127.0.0.2')).status);
    expect(statuses).toEqual([201, 201, 201]);
    const refused = await send(urlB, '127.0.0.2');
    expect(refused.status).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      message: 'Rate limit exceeded. Please wait 15 minutes before submitting again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    // Another visitor is unaffected.
    expect((await send(urlA, '127.0.0.3')).status).toBe(201);
  });

  it('should ignore a forged X-Forwarded-For from a visitor that is not the proxy', async () => {
    const statuses = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      const forged = { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `198.51.100.${i}` };
      statuses.push((await send(i % 2 ? urlA : urlB, '127.0.0.4', forged)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('should count the visitor nginx saw, whatever X-Forwarded-For they send through it', async () => {
    const statuses = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      const forged = { 'x-forwarded-for': `203.0.113.${i}, 10.0.0.${i}` };
      statuses.push((await send(nginx.url, '127.0.0.5', forged)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    // The proxy's own address is not what is counted: a second visitor through nginx passes.
    expect((await send(nginx.url, '127.0.0.6')).status).toBe(201);
  });
});
