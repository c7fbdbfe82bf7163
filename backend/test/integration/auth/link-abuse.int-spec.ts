import { randomBytes } from 'node:crypto';
import { type AuthTestApp, createAuthApp } from '../../setup/auth-app';
import { type BreachRangeServer, startBreachRangeServer } from '../../setup/breach-range-server';

const STRONG = 'Quartz#Lantern-7Bd';

/**
 * The e-mailed link endpoints are open to anyone: a token that names nothing is refused before any
 * expensive work (password policy with its breach-range call, argon2), and guessing is limited per
 * client IP and per token.
 */
describe('E-mailed link endpoints under abuse', () => {
  let ctx: AuthTestApp;
  let breach: BreachRangeServer;
  const token = () => randomBytes(32).toString('base64url');

  beforeAll(async () => {
    breach = await startBreachRangeServer({});
    ctx = await createAuthApp({
      env: {
        AUTH_BREACH_API_URL: breach.url,
        AUTH_LINK_IP_LIMIT: '12',
        AUTH_LINK_TOKEN_LIMIT: '5',
      },
    });
  });

  afterAll(async () => {
    await ctx.app.close();
    await breach.stop();
  });

  const reset = (value: string, from = '10.1.0.1', password = STRONG) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: value, password },
      remoteAddress: from,
    });
  const complete = (value: string, from = '10.1.0.2', password = STRONG) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/confirm/complete',
      payload: { token_hash: value, type: 'invite', fullName: 'Eve Guess', password },
      remoteAddress: from,
    });

  it('should refuse an unknown reset token before the password policy runs', async () => {
    const before = breach.requests.length;
    const weak = await reset(token(), '10.1.0.3', 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      message: 'The password reset link is invalid or has expired.',
    });
    expect((await reset(token(), '10.1.0.3')).statusCode).toBe(400);
    expect(breach.requests.length).toBe(before);
  });

  it('should refuse an unknown invitation token before the password policy runs', async () => {
    const before = breach.requests.length;
    const response = await complete(token(), '10.1.0.4');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'The link is invalid or has expired.' });
    expect(breach.requests.length).toBe(before);
  });

  it('should limit the attempts on one token, from any address', async () => {
    const guessed = token();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await reset(guessed, `10.2.0.${i + 1}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('should limit the attempts from one address, whatever the tokens', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++)
      statuses.push(
        (i % 2 ? await complete(token(), '10.3.0.1') : await reset(token(), '10.3.0.1')).statusCode,
      );
    expect(statuses.slice(0, 12).every((status) => status === 400)).toBe(true);
    expect(statuses[12]).toBe(429);
    const verify = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/verify',
      payload: { token: token() },
      remoteAddress: '10.3.0.1',
    });
    expect(verify.statusCode).toBe(429);
  });
});
