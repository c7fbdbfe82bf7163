import { contactPayload } from '../../factories/contact.factory';
import { type AuthTestApp, createAuthApp, login, seedUser } from '../../setup/auth-app';

const NUL = '\u0000';

/** Input PostgreSQL cannot store (NUL, lone surrogates) and malformed cookies: 400/401, never 500. */
describe('Control characters and malformed input', () => {
  let ctx: AuthTestApp;

  beforeAll(async () => {
    ctx = await createAuthApp({ env: { CONTACT_MIN_FILL_MS: '0', CONTACT_IP_LIMIT: '1000' } });
  });

  afterAll(async () => {
    await ctx.app.close();
  });

  it.each([
    ['/api/insights', 'q'],
    ['/api/blog-posts', 'q'],
  ])('should answer 400 with a field message for a NUL in %s?%s', async (path, field) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${path}?${field}=${encodeURIComponent(`ro${NUL}bot`)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { [field]: expect.any(String) } });
  });

  it.each(['name', 'company', 'message'])(
    'should answer 400 for a NUL in the contact field %s',
    async (field) => {
      const payload = contactPayload();
      payload[field] = `${String(payload[field])}${NUL}`;
      const response = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { [field]: expect.any(String) } });
    },
  );

  it('should answer 400 for a lone surrogate in a contact field', async () => {
    const payload = contactPayload({ message: `A message long enough \ud800 here` });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { message: expect.any(String) } });
  });

  it('should answer 400 for a NUL in a sign-in fingerprint', async () => {
    const user = await seedUser(ctx.app);
    const response = await login(ctx.app, user.email, user.password, {
      fingerprint: {
        userAgent: `Mozilla${NUL}`,
        language: 'en',
        timezone: 'UTC',
        screen: '1x1',
        platform: 'x',
      },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errors: { 'fingerprint.userAgent': expect.any(String) },
    });
  });

  it.each([
    '------------------------------------.secret',
    'ffffffff-ffff-ffff-ffff-fffffffffffff.x',
    `00000000-0000-0000-0000-000000000000.${NUL}`,
    '.',
    '%E0%A4%A',
    'a'.repeat(5000),
  ])('should answer 401 to the malformed refresh cookie %#', async (cookie) => {
    for (const url of ['/api/auth/refresh', '/api/auth/logout']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        cookies: { [ctx.cookieName]: cookie },
      });
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
