import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  type AuthTestApp,
  createAuthApp,
  login,
  seedUser,
  uniqueEmail,
} from '../../setup/auth-app';

/** 5 attempts per e-mail per 5 minutes and a per-IP cap, shared by two instances through Redis. */
describe('Sign-in limits', () => {
  let a: AuthTestApp;
  let b: AuthTestApp;

  beforeAll(async () => {
    const keyPrefix = `fabrion-it-limits-${randomUUID()}`;
    a = await createAuthApp({ keyPrefix, env: { AUTH_LOGIN_IP_LIMIT: '12' } });
    b = await createAuthApp({ keyPrefix, env: { AUTH_LOGIN_IP_LIMIT: '12' } });
  });

  afterAll(async () => {
    await a.app.close();
    await b.app.close();
  });

  it('should refuse the sixth attempt across instances even with the right password', async () => {
    const user = await seedUser(a.app);
    const ip = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await login(i % 2 ? b.app : a.app, user.email, 'Wrong-password-1', {}, ip)).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const sixth = await login(b.app, user.email, user.password, {}, '198.51.100.8');
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({
      message: 'Too many requests',
      details: { retryAfterMinutes: 5 },
    });
    const failures = await a.app
      .get(DataSource)
      .query(
        `SELECT failure_type, ip, user_agent FROM auth_failures WHERE identifier = $1 ORDER BY created_at`,
        [user.email],
      );
    expect(failures.map((f: { failure_type: string }) => f.failure_type)).toEqual([
      ...Array(5).fill('wrong_password'),
      'rate_limited',
    ]);
    expect(failures[0]).toMatchObject({ ip });
    expect(failures[0].user_agent).toBeTruthy();
  });

  it('should count attempts for unknown addresses the same way', async () => {
    const email = uniqueEmail('ghost');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await login(i % 2 ? b.app : a.app, email, 'Whatever-1x', {}, '198.51.100.20')).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('should cap one address trying many e-mails', async () => {
    const ip = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++)
      statuses.push(
        (await login(i % 2 ? b.app : a.app, uniqueEmail('spray'), 'Whatever-1x', {}, ip)).status,
      );
    expect(statuses.slice(0, 12).every((s) => s === 401)).toBe(true);
    expect(statuses[12]).toBe(429);
    const other = await seedUser(a.app);
    expect((await login(a.app, other.email, other.password, {}, '203.0.113.10')).status).toBe(200);
  });

  it('should count in memory when no REDIS_URL is set', async () => {
    const solo = await createAuthApp({ env: { REDIS_URL: undefined } });
    try {
      const user = await seedUser(solo.app);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await login(solo.app, user.email, 'Wrong-password-1')).status);
      statuses.push((await login(solo.app, user.email, user.password)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await solo.app.close();
    }
  });
});
