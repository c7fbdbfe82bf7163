import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestApp } from '../../setup/test-app';

describe('GET /api/health', () => {
  let sut: NestFastifyApplication;

  afterEach(async () => {
    await sut?.close();
  });

  it('should report the database and the configured Redis as up', async () => {
    sut = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:6379' } });
    const response = await sut.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.details.database.status).toBe('up');
    expect(body.details.redis.status).toBe('up');
    expect(body.details.redis.latencyMs).toEqual(expect.any(Number));
  });

  it('should report Redis down (503) when it is configured but unreachable', async () => {
    sut = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    const response = await sut.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ statusCode: 503, message: 'Unhealthy: redis' });
    expect(response.json().details.redis.status).toBe('down');
  });

  it('should start without Redis when REDIS_URL is unset', async () => {
    sut = await createTestApp({ env: { REDIS_URL: undefined } });
    const response = await sut.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().details.redis).toEqual({ status: 'up', configured: false });
  });
});
