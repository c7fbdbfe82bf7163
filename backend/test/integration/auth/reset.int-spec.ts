import { createHash } from 'node:crypto';
import {
  type AuthTestApp,
  createAuthApp,
  login,
  seedUser,
  uniqueEmail,
} from '../../setup/auth-app';
import { type BreachRangeServer, startBreachRangeServer } from '../../setup/breach-range-server';
import { type SmtpCapture, startSmtpCapture } from '../../setup/smtp-capture';

const NEW_PASSWORD = 'Quartz#Lantern-7Bd';
const BREACHED = 'Crimson$Falcon-58Tq';

/** Forgotten password → e-mail → reset page link → new password; everything signed out. */
describe('Password reset', () => {
  let ctx: AuthTestApp;
  let smtp: SmtpCapture;
  let breach: BreachRangeServer;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    breach = await startBreachRangeServer({ [BREACHED]: 3861 });
    ctx = await createAuthApp({ env: { SMTP_URL: smtp.url, AUTH_BREACH_API_URL: breach.url } });
  });

  afterAll(async () => {
    await ctx.app.close();
    await smtp.stop();
    await breach.stop();
  });

  const forgot = (email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email } });
  const reset = (token: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token, password },
    });
  const tokenOf = (link: string) =>
    new URLSearchParams(new URL(link).hash.slice(1)).get('access_token')!;

  it('should answer the same for known and unknown addresses and mail only the known one', async () => {
    const user = await seedUser(ctx.app);
    const known = await forgot(user.email);
    const unknown = await forgot(uniqueEmail('nobody'));
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    const mail = await smtp.waitFor(user.email);
    expect(new URL(mail.link!).pathname).toBe('/reset-password');
    expect(smtp.messages.filter((m) => m.to[0]?.startsWith('nobody'))).toHaveLength(0);
  });

  it('should reset with a strong password, sign out every session, and spend the token', async () => {
    const user = await seedUser(ctx.app);
    const session = await login(ctx.app, user.email, user.password);
    await forgot(user.email);
    const token = tokenOf((await smtp.waitFor(user.email)).link!);

    const verify = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/verify',
      payload: { token },
    });
    expect(verify.json()).toEqual({ email: user.email });

    const weak = await reset(token, 'Shortone12');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      message: 'Password requirements not met',
      errors: { password: 'Password must be at least 12 characters long' },
    });

    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(204);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [ctx.cookieName]: session.refresh! },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await login(ctx.app, user.email, user.password)).status).toBe(401);
    expect((await login(ctx.app, user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await reset(token, 'Another#Strong-9Pw')).statusCode).toBe(400);
    const changed = await smtp.waitFor(user.email, 2);
    expect(changed.raw).toContain('password was changed');
  });

  it('should refuse a password the breach range API knows, sending only the hash prefix with padding', async () => {
    const user = await seedUser(ctx.app);
    await forgot(user.email);
    const token = tokenOf((await smtp.waitFor(user.email)).link!);
    const refused = await reset(token, BREACHED);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: { password: 'Password found in 3861 data breaches' },
    });
    const sha1 = createHash('sha1').update(BREACHED).digest('hex').toUpperCase();
    const request = breach.requests.find((r) => r.url === `/range/${sha1.slice(0, 5)}`);
    expect(request?.headers['add-padding']).toBe('true');
    expect(breach.requests.some((r) => r.url.includes(sha1.slice(5, 10)))).toBe(false);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(204);
  });

  it('should accept a long passphrase that the strength meter alone would call weak', async () => {
    const user = await seedUser(ctx.app);
    // From an address of its own: the forgot endpoint allows 5 requests per address.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: user.email },
      remoteAddress: '10.5.0.1',
    });
    const token = tokenOf((await smtp.waitFor(user.email)).link!);
    expect((await reset(token, 'meadow lantern quartz river')).statusCode).toBe(204);
    expect((await login(ctx.app, user.email, 'meadow lantern quartz river')).status).toBe(200);
  });

  it('should ignore a breach API that fails', async () => {
    const failing = await createAuthApp({
      env: {
        SMTP_URL: smtp.url,
        AUTH_BREACH_API_URL: 'http://127.0.0.1:1',
        AUTH_BREACH_TIMEOUT_MS: '500',
      },
    });
    try {
      const user = await seedUser(failing.app);
      await failing.app.inject({
        method: 'POST',
        url: '/api/auth/password/forgot',
        payload: { email: user.email },
      });
      const token = tokenOf((await smtp.waitFor(user.email)).link!);
      const response = await failing.app.inject({
        method: 'POST',
        url: '/api/auth/password/reset',
        payload: { token, password: NEW_PASSWORD },
      });
      expect(response.statusCode).toBe(204);
    } finally {
      await failing.app.close();
    }
  });

  it('should refuse a reset link older than 30 minutes', async () => {
    const user = await seedUser(ctx.app);
    await forgot(user.email);
    const token = tokenOf((await smtp.waitFor(user.email)).link!);
    ctx.clock.advance(30 * 60_000 + 1000);
    const response = await reset(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'The password reset link is invalid or has expired.',
    });
  });
});
