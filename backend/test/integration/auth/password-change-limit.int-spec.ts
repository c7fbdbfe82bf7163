import { DataSource } from 'typeorm';
import { type AuthTestApp, bearer, createAuthApp, login, seedUser } from '../../setup/auth-app';

const NEXT = 'Quartz#Lantern-7Bd';

/** The current-password check of a password change: failures counted per user, limited, logged. */
describe('Password change: current-password guessing', () => {
  let ctx: AuthTestApp;

  beforeAll(async () => {
    ctx = await createAuthApp({ env: { AUTH_PASSWORD_CHANGE_LIMIT: '5' } });
  });

  afterAll(async () => {
    await ctx.app.close();
  });

  const change = (token: string, currentPassword: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password/change',
      headers: { ...bearer(token), 'user-agent': 'change-test' },
      payload: { currentPassword, newPassword: NEXT },
    });

  it('should block after five wrong current passwords, even the right one, and log each failure', async () => {
    const user = await seedUser(ctx.app);
    const { accessToken } = await login(ctx.app, user.email, user.password);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await change(accessToken, `Wrong-guess-${i}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const blocked = await change(accessToken, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();

    const rows = (await ctx.app.get(DataSource).query(
      `SELECT event_type, outcome, user_agent FROM security_events
          WHERE user_id = $1 AND event_type = 'password_change' ORDER BY created_at`,
      [user.id],
    )) as Array<{ event_type: string; outcome: string; user_agent: string }>;
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.outcome === 'failure' && row.user_agent === 'change-test')).toBe(
      true,
    );
  });

  it('should record a successful change', async () => {
    const user = await seedUser(ctx.app);
    const { accessToken } = await login(ctx.app, user.email, user.password);
    expect((await change(accessToken, user.password)).statusCode).toBe(204);
    const [row] = (await ctx.app
      .get(DataSource)
      .query(
        `SELECT outcome FROM security_events WHERE user_id = $1 AND event_type = 'password_change'`,
        [user.id],
      )) as Array<{ outcome: string }>;
    expect(row).toEqual({ outcome: 'success' });
  });
});
