import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestApp } from '../../setup/test-app';

describe('HTTP basics', () => {
  let sut: NestFastifyApplication;

  beforeAll(async () => {
    sut = await createTestApp();
  });

  afterAll(async () => {
    await sut.close();
  });

  it('should answer an unknown /api path with 404 in the one error body', async () => {
    const response = await sut.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, message: 'Cannot GET /api/no-such-thing' });
  });

  it('should answer an unknown POST with the error body too', async () => {
    const response = await sut.inject({ method: 'POST', url: '/api/no-such-thing', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404 });
  });

  it('should reject malformed JSON with 400 in the error body', async () => {
    const response = await sut.inject({
      method: 'POST',
      url: '/api/no-such-thing',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
  });

  it('should send security headers and a request id', async () => {
    const response = await sut.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['x-request-id']).toBe('abc-123');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('should replace a malformed request id with a generated one', async () => {
    const response = await sut.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('should publish the OpenAPI document', async () => {
    const response = await sut.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/api/health');
  });
});
