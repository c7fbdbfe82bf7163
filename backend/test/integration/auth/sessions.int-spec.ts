import { DataSource } from 'typeorm';
import { type AuthTestApp, bearer, createAuthApp, login, seedUser } from '../../setup/auth-app';

const MINUTE = 60_000;
const fingerprint = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
  language: 'en-GB',
  timezone: 'Europe/Madrid',
  screen: '1920x1080',
  platform: 'Linux x86_64',
};

/** Idle and absolute limits on the controlled clock, refresh rotation and reuse, logout, events. */
describe('Sessions', () => {
  let ctx: AuthTestApp;

  beforeAll(async () => {
    ctx = await createAuthApp();
  });

  afterAll(async () => {
    await ctx.app.close();
  });

  const me = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  const refresh = (cookie: string | undefined) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: cookie ? { [ctx.cookieName]: cookie } : {},
    });
  const newCookie = (response: Awaited<ReturnType<typeof refresh>>) =>
    response.cookies.find((c) => c.name === ctx.cookieName && c.value)?.value;
  const events = (userId: string) =>
    ctx.app
      .get(DataSource)
      .query(
        `SELECT event_type, details FROM security_events WHERE user_id = $1 ORDER BY created_at, id`,
        [userId],
      );

  it('should end a session idle for 30 minutes and record session_timeout', async () => {
    const user = await seedUser(ctx.app);
    const { accessToken, refresh: cookie } = await login(ctx.app, user.email, user.password);
    ctx.clock.advance(29 * MINUTE);
    expect((await me(accessToken)).statusCode).toBe(200); // activity resets the idle mark
    ctx.clock.advance(29 * MINUTE);
    expect((await me(accessToken)).statusCode).toBe(200);
    ctx.clock.advance(30 * MINUTE);
    const expired = await me(accessToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ message: 'Session expired' });
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await events(user.id)).map((e: { event_type: string }) => e.event_type)).toEqual([
      'session_start',
      'session_timeout',
    ]);
  });

  it('should record a timeout when the page signs out an idle member', async () => {
    const user = await seedUser(ctx.app);
    const { refresh: cookie } = await login(ctx.app, user.email, user.password);
    ctx.clock.advance(30 * MINUTE);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [ctx.cookieName]: cookie! },
    });
    expect(logout.statusCode).toBe(204);
    expect((await events(user.id)).map((e: { event_type: string }) => e.event_type)).toEqual([
      'session_start',
      'session_timeout',
    ]);
  });

  it('should not count refreshes as activity', async () => {
    const user = await seedUser(ctx.app);
    let { refresh: cookie } = await login(ctx.app, user.email, user.password);
    for (let i = 0; i < 3; i++) {
      ctx.clock.advance(10 * MINUTE);
      const r = await refresh(cookie);
      if (i < 2) {
        expect(r.statusCode).toBe(200);
        cookie = newCookie(r);
      } else expect(r.statusCode).toBe(401);
    }
  });

  it('should end a busy session after 12 hours', async () => {
    const user = await seedUser(ctx.app);
    let { accessToken, refresh: cookie } = await login(ctx.app, user.email, user.password);
    for (let elapsed = 0; elapsed < 12 * 60; elapsed += 20) {
      ctx.clock.advance(20 * MINUTE);
      const r = await refresh(cookie);
      if (elapsed + 20 < 12 * 60) {
        expect(r.statusCode).toBe(200);
        cookie = newCookie(r);
        accessToken = r.json<{ accessToken: string }>().accessToken;
        expect((await me(accessToken)).statusCode).toBe(200);
      } else {
        expect(r.statusCode).toBe(401);
      }
    }
    expect((await me(accessToken)).statusCode).toBe(401);
    const [last] = (await events(user.id)).slice(-1);
    expect(last).toMatchObject({
      event_type: 'session_timeout',
      details: { reason: 'timeout_absolute' },
    });
  });

  it('should rotate the refresh token, allow parallel refreshes within 10 s and revoke on later reuse', async () => {
    const user = await seedUser(ctx.app);
    const { refresh: first } = await login(ctx.app, user.email, user.password);
    const parallel = await Promise.all([refresh(first), refresh(first), refresh(first)]);
    expect(parallel.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    // One rotation; the parallel losers are handed the same active token as their cookie.
    const rotated = [...new Set(parallel.map(newCookie))];
    expect(rotated).toHaveLength(1);
    expect(rotated[0]).toBeDefined();
    expect(rotated[0]).not.toBe(first);

    ctx.clock.advance(5000);
    expect((await refresh(first)).statusCode).toBe(200); // still inside the grace
    ctx.clock.advance(6000);
    const reuse = await refresh(first);
    expect(reuse.statusCode).toBe(401);
    // The whole session is gone, including the legitimate newest token.
    expect((await refresh(rotated[0])).statusCode).toBe(401);
    const types = (await events(user.id)).map(
      (e: { event_type: string; details: { detail?: string } }) => [
        e.event_type,
        e.details.detail ?? null,
      ],
    );
    expect(types).toContainEqual(['suspicious_activity', 'refresh_token_reuse']);
  });

  it('should revoke at logout, and sign out the other devices on request', async () => {
    const user = await seedUser(ctx.app);
    const a = await login(ctx.app, user.email, user.password);
    const b = await login(ctx.app, user.email, user.password);
    const c = await login(ctx.app, user.email, user.password);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: bearer(a.accessToken),
    });
    expect(list.json<unknown[]>()).toHaveLength(3);

    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sessions/sign-out-others',
      headers: bearer(a.accessToken),
    });
    expect(out.json()).toEqual({ signedOut: 2 });
    expect((await me(b.accessToken)).statusCode).toBe(401);
    expect((await refresh(c.refresh)).statusCode).toBe(401);
    expect((await me(a.accessToken)).statusCode).toBe(200);

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [ctx.cookieName]: a.refresh! },
    });
    expect(logout.statusCode).toBe(204);
    expect((await me(a.accessToken)).statusCode).toBe(401);
    expect((await refresh(a.refresh)).statusCode).toBe(401);
  });

  it('should record a device change and tell the client', async () => {
    const user = await seedUser(ctx.app);
    const first = await login(ctx.app, user.email, user.password, { fingerprint });
    expect(first.body.deviceChanged).toBeUndefined();
    const same = await login(ctx.app, user.email, user.password, { fingerprint });
    expect(same.body.deviceChanged).toBeUndefined();
    const other = await login(ctx.app, user.email, user.password, {
      fingerprint: { ...fingerprint, timezone: 'Asia/Tokyo', screen: '390x844' },
    });
    expect(other.body.deviceChanged).toBe(true);
    const rows = await events(user.id);
    expect(
      rows.filter((e: { event_type: string }) => e.event_type === 'session_start'),
    ).toHaveLength(3);
    expect(
      rows.filter((e: { event_type: string }) => e.event_type === 'suspicious_activity'),
    ).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ detail: 'device_change' }) }),
    ]);
    const activity = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/activity',
      headers: bearer(other.accessToken),
      payload: { fingerprint },
    });
    expect(activity.json()).toEqual({ deviceChanged: true });
  });
});
