import type { UserRole } from '@fabrion/shared';
import { DataSource } from 'typeorm';
import {
  type AuthTestApp,
  bearer,
  createAuthApp,
  login,
  seedUser,
  uniqueEmail,
} from '../../setup/auth-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const ROLES: UserRole[] = ['member', 'editor', 'ops', 'account_manager', 'admin'];

/** Role × endpoint: 401 without a session, 403 for a role without the right, never another's data. */
describe('Access matrix', () => {
  let ctx: AuthTestApp;
  const tokens = {} as Record<UserRole, string>;
  const ids = {} as Record<UserRole, string>;
  let target: { id: string; email: string };

  beforeAll(async () => {
    ctx = await createAuthApp();
    for (const role of ROLES) {
      const user = await seedUser(ctx.app, { role });
      ids[role] = user.id;
      tokens[role] = (await login(ctx.app, user.email, user.password)).accessToken;
    }
    target = await seedUser(ctx.app, { status: 'invited' });
  });

  afterAll(async () => {
    await ctx.app.close();
  });

  const staffEndpoints = (): Array<[Method, string, object?]> => [
    ['GET', '/api/admin/users'],
    ['POST', '/api/admin/users', { email: uniqueEmail('matrix'), fullName: 'Matrix Client' }],
    ['POST', `/api/admin/users/${target.id}/resend-invitation`],
    ['POST', `/api/admin/users/${target.id}/disable`],
  ];
  const memberEndpoints: Array<[Method, string, object?]> = [
    ['GET', '/api/auth/me'],
    ['GET', '/api/profile'],
    ['PATCH', '/api/profile', { fullName: 'Ada Lovelace' }],
    ['GET', '/api/auth/sessions'],
    ['POST', '/api/auth/sessions/sign-out-others'],
    ['POST', '/api/auth/activity', {}],
    ['POST', '/api/auth/password/change', { currentPassword: 'x', newPassword: 'y' }],
  ];

  const call = (method: Method, url: string, payload?: object, token?: string) =>
    ctx.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? bearer(token) : {},
    });

  it('should answer 401 on every protected endpoint without a valid access token', async () => {
    for (const [method, url, payload] of [...staffEndpoints(), ...memberEndpoints]) {
      for (const token of [undefined, 'not-a-jwt', `${tokens.member}x`]) {
        const response = await call(method, url, payload, token);
        expect([method, url, response.statusCode]).toEqual([method, url, 401]);
      }
    }
  });

  it('should let only account managers and admins use the staff endpoints', async () => {
    const expected: Record<UserRole, number[]> = {
      member: [403, 403, 403, 403],
      editor: [403, 403, 403, 403],
      ops: [403, 403, 403, 403],
      account_manager: [200, 201, 204, 204],
      admin: [200, 201, 400, 204],
    };
    for (const role of ROLES) {
      const statuses: number[] = [];
      for (const [method, url, payload] of staffEndpoints())
        statuses.push((await call(method, url, payload, tokens[role])).statusCode);
      expect([role, statuses]).toEqual([role, expected[role]]);
    }
    const actions = await ctx.app.get(DataSource).query(
      `SELECT details->>'action' AS action FROM security_events
          WHERE event_type = 'admin_action' AND user_id = ANY($1)`,
      [ROLES.map((role) => ids[role])],
    );
    expect(actions.map((a: { action: string }) => a.action).sort()).toEqual(
      [
        'create_client',
        'create_client',
        'disable_user',
        'disable_user',
        'list_users',
        'list_users',
        'resend_invitation',
      ].sort(),
    );
  });

  it('should page the account list with the back-office contract', async () => {
    const headers = bearer(tokens.admin);
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users?range=${encodeURIComponent('[0,1]')}&sort=${encodeURIComponent('["email","ASC"]')}`,
      headers,
    });
    expect(page.statusCode).toBe(200);
    const rows = page.json<Array<{ email: string }>>();
    expect(rows).toHaveLength(2);
    expect(rows[0]!.email <= rows[1]!.email).toBe(true);
    expect(page.headers['content-range']).toMatch(/^users 0-1\/\d+$/);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users?sort=%5B%22passwordHash%22%2C%22ASC%22%5D',
      headers,
    });
    expect(bad.statusCode).toBe(400);
    const one = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users/${target.id}`,
      headers,
    });
    expect(one.json()).toMatchObject({ id: target.id, email: target.email });
    expect(JSON.stringify(one.json())).not.toContain('argon2');
  });

  it("should never expose or change another member's data", async () => {
    const alice = await seedUser(ctx.app, { fullName: 'Alice Member' });
    const bob = await seedUser(ctx.app, { fullName: 'Bob Member' });
    const aliceToken = (await login(ctx.app, alice.email, alice.password)).accessToken;
    const bobLogin = await login(ctx.app, bob.email, bob.password);
    const bobSessions = await call('GET', '/api/auth/sessions', undefined, bobLogin.accessToken);
    const bobSessionId = bobSessions.json<Array<{ id: string }>>()[0]!.id;

    expect((await call('GET', '/api/profile', undefined, aliceToken)).json()).toMatchObject({
      email: alice.email,
    });
    expect(
      (await call('GET', '/api/auth/sessions', undefined, aliceToken)).json<unknown[]>(),
    ).toHaveLength(1);
    expect(
      (await call('DELETE', `/api/auth/sessions/${bobSessionId}`, undefined, aliceToken))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/auth/me', undefined, bobLogin.accessToken)).statusCode).toBe(
      200,
    );
    // A body naming another id is refused, not applied.
    const patched = await call(
      'PATCH',
      '/api/profile',
      { id: bob.id, fullName: 'Hijack' },
      aliceToken,
    );
    expect(patched.statusCode).toBe(400);
    expect(
      (await call('GET', '/api/profile', undefined, bobLogin.accessToken)).json(),
    ).toMatchObject({
      profile: { fullName: 'Bob Member' },
    });
  });

  it('should end the sessions of a disabled user and refuse their sign-in', async () => {
    const member = await seedUser(ctx.app);
    const session = await login(ctx.app, member.email, member.password);
    const admin = await seedUser(ctx.app, { role: 'admin' });
    const adminToken = (await login(ctx.app, admin.email, admin.password)).accessToken;
    expect(
      (await call('POST', `/api/admin/users/${member.id}/disable`, undefined, adminToken))
        .statusCode,
    ).toBe(204);
    expect((await call('GET', '/api/auth/me', undefined, session.accessToken)).statusCode).toBe(
      401,
    );
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [ctx.cookieName]: session.refresh! },
    });
    expect(refresh.statusCode).toBe(401);
    const again = await login(ctx.app, member.email, member.password);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ statusCode: 401, message: 'Invalid login credentials' });
  });

  it('should validate the profile with the spec messages', async () => {
    const member = await seedUser(ctx.app);
    const token = (await login(ctx.app, member.email, member.password)).accessToken;
    const cases: Array<[object, Record<string, string>]> = [
      [{ fullName: 'A' }, { fullName: 'Full name must be at least 2 characters.' }],
      [{ fullName: 'A'.repeat(101) }, { fullName: 'Full name must be less than 100 characters.' }],
      [
        { fullName: 'Ada', phoneNumber: '12ab' },
        { phoneNumber: 'Please enter a valid phone number.' },
      ],
      [
        { fullName: 'Ada', specialization: 'x'.repeat(201) },
        { specialization: 'Specialization must be less than 200 characters.' },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await call('PATCH', '/api/profile', payload, token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors });
    }
    const ok = await call(
      'PATCH',
      '/api/profile',
      {
        fullName: ' <b>Ada</b> Lovelace ',
        phoneNumber: ' +44 20 7946 0958 ',
        specialization: 'Predictive maintenance',
      },
      token,
    );
    expect(ok.json()).toMatchObject({
      profile: {
        fullName: 'Ada Lovelace',
        phoneNumber: '+44 20 7946 0958',
        specialization: 'Predictive maintenance',
      },
    });
  });

  it('should change the password only with the current one, keeping this session and ending the others', async () => {
    const member = await seedUser(ctx.app);
    const here = await login(ctx.app, member.email, member.password);
    const there = await login(ctx.app, member.email, member.password);
    const wrong = await call(
      'POST',
      '/api/auth/password/change',
      { currentPassword: 'nope', newPassword: 'Fresh-Pass-2024x' },
      here.accessToken,
    );
    expect(wrong.json()).toMatchObject({
      errors: { currentPassword: 'Current password is incorrect' },
    });
    const common = await call(
      'POST',
      '/api/auth/password/change',
      { currentPassword: member.password, newPassword: 'Password123' },
      here.accessToken,
    );
    expect(common.json()).toMatchObject({
      errors: { newPassword: 'This password is too common. Please choose another one.' },
    });
    const ok = await call(
      'POST',
      '/api/auth/password/change',
      { currentPassword: member.password, newPassword: 'Fresh-Pass-2024x' },
      here.accessToken,
    );
    expect(ok.statusCode).toBe(204);
    expect((await call('GET', '/api/auth/me', undefined, here.accessToken)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', undefined, there.accessToken)).statusCode).toBe(401);
    expect((await login(ctx.app, member.email, 'Fresh-Pass-2024x')).status).toBe(200);
  });
});
