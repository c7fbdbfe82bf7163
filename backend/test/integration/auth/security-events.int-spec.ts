import { DataSource } from 'typeorm';
import {
  type AuthTestApp,
  bearer,
  createAuthApp,
  login,
  seedUser,
  uniqueEmail,
} from '../../setup/auth-app';
import { type SmtpCapture, startSmtpCapture } from '../../setup/smtp-capture';
import { waitFor } from '../../setup/wait-for';

interface EventRow {
  event_type: string;
  outcome: string;
  user_id: string | null;
  ip: string | null;
  user_agent: string | null;
  details: Record<string, unknown>;
  created_at: Date;
}

const UA = 'events-test/1.0';

/**
 * The security log: every sign-in success and failure, 401/403 denials on member and staff APIs,
 * every 429, password change and reset, setup completion and logout, each with UTC time, actor,
 * IP, user agent and outcome; logged input with CR/LF escaped and never a secret.
 */
describe('Security events', () => {
  let ctx: AuthTestApp;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    ctx = await createAuthApp({ env: { SMTP_URL: smtp.url, AUTH_LOGIN_EMAIL_LIMIT: '3' } });
  });

  afterAll(async () => {
    await ctx.app.close();
    await smtp.stop();
  });

  const events = async (where: string, params: unknown[]) =>
    (await ctx.app
      .get(DataSource)
      .query(
        `SELECT * FROM security_events WHERE ${where} ORDER BY created_at, id`,
        params,
      )) as EventRow[];
  const post = (url: string, payload: unknown, extra: Record<string, unknown> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload: payload as never,
      remoteAddress: '10.9.0.7',
      headers: { 'user-agent': UA },
      ...extra,
    });

  it('should record sign-in success and failure with time, actor, address, agent and outcome', async () => {
    const user = await seedUser(ctx.app);
    const started = Date.now();
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'Wrong-pass-1' })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(200);
    const rows = await events('user_id = $1', [user.id]);
    // The fake clock stands still: both rows have one instant, so compare without order.
    expect(rows.map((r) => [r.event_type, r.outcome]).sort()).toEqual([
      ['login_failure', 'failure'],
      ['session_start', 'success'],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ ip: '10.9.0.7', user_agent: UA });
      expect(row.created_at.getTime()).toBeGreaterThanOrEqual(started - 60_000);
    }
    const unknown = uniqueEmail('ghost');
    await post('/api/auth/login', { email: unknown, password: 'Wrong-pass-1' });
    const [ghost] = await events(
      `event_type = 'login_failure' AND details->>'identifier' LIKE $1`,
      [`${unknown.slice(0, 1)}%`],
    );
    expect(ghost).toMatchObject({ user_id: null, outcome: 'failure' });
    expect(JSON.stringify(ghost!.details)).not.toContain('Wrong-pass-1');
  });

  it('should record 401 and 403 denials on member and staff APIs', async () => {
    const member = await seedUser(ctx.app);
    const session = await login(ctx.app, member.email, member.password);
    const staffApi = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { ...bearer(session.accessToken), 'user-agent': UA },
      remoteAddress: '10.9.0.8',
    });
    expect(staffApi.statusCode).toBe(403);
    // Denials and limit hits are recorded beside the answer, not before it.
    const [forbidden] = await waitFor(async () => {
      const rows = await events(`event_type = 'access_denied' AND user_id = $1`, [member.id]);
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(forbidden).toMatchObject({ outcome: 'denied', ip: '10.9.0.8' });
    expect(forbidden!.details).toMatchObject({ status: 403, path: '/api/admin/users' });

    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Bearer not-a-token', 'user-agent': UA },
      remoteAddress: '10.9.0.9',
    });
    expect(anonymous.statusCode).toBe(401);
    const [denied] = await waitFor(async () => {
      const rows = await events(`event_type = 'access_denied' AND ip = '10.9.0.9'`, []);
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(denied).toMatchObject({ outcome: 'denied', user_id: null });
    expect(JSON.stringify(denied)).not.toContain('not-a-token');
  });

  it('should record every 429', async () => {
    const user = await seedUser(ctx.app);
    for (let i = 0; i < 4; i++)
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'Wrong-pass-1' },
        remoteAddress: '10.9.1.1',
      });
    const rows = await waitFor(async () => {
      const found = await events(`event_type = 'rate_limited' AND ip = '10.9.1.1'`, []);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(rows[0]).toMatchObject({ outcome: 'limited' });
    expect(rows[0]!.details).toMatchObject({ path: '/api/auth/login', status: 429 });
  });

  it('should record logout, password reset and account setup', async () => {
    const user = await seedUser(ctx.app);
    const session = await login(ctx.app, user.email, user.password);
    await post('/api/auth/logout', undefined, { cookies: { [ctx.cookieName]: session.refresh! } });
    await post('/api/auth/password/forgot', { email: user.email });
    const link = (await smtp.waitFor(user.email)).link!;
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get('access_token')!;
    expect(
      (await post('/api/auth/password/reset', { token, password: 'Quartz#Lantern-7Bd' }))
        .statusCode,
    ).toBe(204);
    const rows = await events('user_id = $1', [user.id]);
    expect(rows.map((r) => [r.event_type, r.outcome])).toEqual(
      expect.arrayContaining([
        ['logout', 'success'],
        ['password_reset', 'success'],
      ]),
    );
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(session.refresh!.split('.')[1]);
  });

  it('should escape CR and LF of logged input', async () => {
    const user = await seedUser(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      headers: { 'user-agent': 'Agent\r\nX-Forged: 1' },
    });
    const [row] = await events(`user_id = $1 AND event_type = 'session_start'`, [user.id]);
    expect(row!.user_agent).toBe('Agent\\r\\nX-Forged: 1');
  });
});
