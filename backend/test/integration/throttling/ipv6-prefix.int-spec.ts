import { contactPayload } from '../../factories/contact.factory';
import { type AuthTestApp, createAuthApp } from '../../setup/auth-app';

/** Per-IP limits key an IPv6 client by its /64: one host owns the whole prefix. */
describe('Per-IP limits for IPv6 clients', () => {
  let ctx: AuthTestApp;

  beforeAll(async () => {
    ctx = await createAuthApp({
      env: { CONTACT_IP_LIMIT: '2', CONTACT_MIN_FILL_MS: '0', QUEUE_WORKER_IN_PROCESS: 'false' },
    });
  });

  afterAll(async () => {
    await ctx.app.close();
  });

  const contact = (remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactPayload(),
      remoteAddress,
    });

  it('should share one contact budget across addresses of one /64', async () => {
    expect((await contact('2001:db8:aa:1::1')).statusCode).toBe(201);
    expect((await contact('2001:db8:aa:1:ffff:ffff:ffff:fffe')).statusCode).toBe(201);
    expect((await contact('2001:0db8:00aa:0001::42')).statusCode).toBe(429);
    // Another /64 has its own budget.
    expect((await contact('2001:db8:aa:2::1')).statusCode).toBe(201);
  });

  it('should keep IPv4 clients apart, written plainly or IPv4-mapped', async () => {
    expect((await contact('198.51.100.7')).statusCode).toBe(201);
    expect((await contact('::ffff:198.51.100.7')).statusCode).toBe(201);
    expect((await contact('198.51.100.7')).statusCode).toBe(429);
    expect((await contact('198.51.100.8')).statusCode).toBe(201);
  });
});
