import type { UserRole } from '@fabrion/shared';
import { parse } from 'csv-parse/sync';
import { DataSource } from 'typeorm';
import { contactPayload } from '../../factories/contact.factory';
import {
  type AuthTestApp,
  bearer,
  createAuthApp,
  login,
  seedUser,
  uniqueEmail,
} from '../../setup/auth-app';

const ROLES: UserRole[] = ['member', 'editor', 'ops', 'account_manager', 'admin'];
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

interface AuditEntry {
  id: string;
  actorId: string;
  actorEmail: string;
  method: string;
  route: string;
  targetId: string | null;
  statusCode: number;
  changes: Array<{
    entity: string;
    operation: string;
    id: string | null;
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
  }>;
}

/** Admins review the security log and the audit log of every staff write. */
describe('Back office: security events and audit log', () => {
  let ctx: AuthTestApp;
  const tokens = {} as Record<UserRole, string>;
  const users = {} as Record<UserRole, { id: string; email: string }>;

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    ctx = await createAuthApp({ env: { CONTACT_IP_LIMIT: '100000' } });
    for (const role of ROLES) {
      const user = await seedUser(ctx.app, { role });
      users[role] = user;
      tokens[role] = (
        await login(ctx.app, user.email, user.password, {}, '198.51.100.7')
      ).accessToken;
    }
  });

  afterAll(async () => {
    await ctx.app.close();
  });

  it('should let only admins read the security log and the audit log', async () => {
    for (const url of [
      '/api/admin/security-events',
      '/api/admin/security-events/export.csv',
      '/api/admin/audit-log',
      '/api/admin/audit-log/export.csv',
    ]) {
      expect([url, (await call('GET', url)).statusCode]).toEqual([url, 401]);
      for (const role of ['member', 'editor', 'ops', 'account_manager'] as const)
        expect([role, url, (await call('GET', url, tokens[role])).statusCode]).toEqual([
          role,
          url,
          403,
        ]);
      expect([url, (await call('GET', url, tokens.admin)).statusCode]).toEqual([url, 200]);
    }
  });

  it('should filter security events by type, user, IP and time, and export them as CSV', async () => {
    await login(ctx.app, users.member.email, 'wrong-password-1', {}, '198.51.100.99');
    const filter = { eventType: 'login_failure', user: users.member.email, ip: '198.51.100.99' };
    const list = await call('GET', `/api/admin/security-events?filter=${q(filter)}`, tokens.admin);
    expect(list.statusCode).toBe(200);
    const rows = list.json<Array<{ eventType: string; userEmail: string; ip: string }>>();
    expect(rows).toEqual([
      expect.objectContaining({
        eventType: 'login_failure',
        userEmail: users.member.email,
        ip: '198.51.100.99',
      }),
    ]);
    expect(list.headers['content-range']).toBe('security-events 0-0/1');
    const future = await call(
      'GET',
      `/api/admin/security-events?filter=${q({ ...filter, from: '2999-01-01T00:00:00Z' })}`,
      tokens.admin,
    );
    expect(future.json()).toEqual([]);
    const byUser = await call(
      'GET',
      `/api/admin/security-events?filter=${q({ userId: users.member.id, eventType: 'session_start' })}`,
      tokens.admin,
    );
    expect(byUser.json<unknown[]>().length).toBeGreaterThanOrEqual(1);
    const csv = await call(
      'GET',
      `/api/admin/security-events/export.csv?filter=${q({ user: users.member.email })}`,
      tokens.admin,
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    const records = parse(csv.body, { columns: true }) as Array<Record<string, string>>;
    expect(records.map((r) => r.type)).toEqual(
      expect.arrayContaining(['login_failure', 'session_start']),
    );
    expect(records.every((r) => r.user_email === users.member.email)).toBe(true);
    const bad = await call(
      'GET',
      `/api/admin/security-events?filter=${q({ eventType: 'coffee' })}`,
      tokens.admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { eventType: expect.any(String) } });
  });

  it('should record a staff write with who, what and the fields before and after', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactPayload(),
    });
    const leadId = response.json<{ id: string }>().id;
    await call('PUT', `/api/admin/leads/${leadId}`, tokens.account_manager, {
      status: 'contacted',
    });
    ctx.clock.advance(1000);
    await call('PUT', `/api/admin/leads/${leadId}`, tokens.account_manager, {
      status: 'qualified',
      notes: 'Budget approved',
    });
    const log = await call(
      'GET',
      `/api/admin/audit-log?filter=${q({ targetId: leadId })}&sort=${q(['createdAt', 'ASC'])}`,
      tokens.admin,
    );
    const entries = log.json<AuditEntry[]>();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actorId: users.account_manager.id,
      actorEmail: users.account_manager.email,
      method: 'PUT',
      route: '/api/admin/leads/:id',
      statusCode: 200,
      changes: [
        expect.objectContaining({
          entity: 'leads',
          operation: 'insert',
          id: leadId,
          after: expect.objectContaining({ status: 'contacted' }),
        }),
      ],
    });
    expect(entries[1]!.changes).toEqual([
      {
        entity: 'leads',
        operation: 'update',
        id: leadId,
        before: { status: 'contacted', notes: null, updatedAt: expect.any(String) },
        after: { status: 'qualified', notes: 'Budget approved', updatedAt: expect.any(String) },
      },
    ]);
  });

  it('should record the other staff endpoints too, never with a secret, and not failed or read requests', async () => {
    const dataSource = ctx.app.get(DataSource);
    const count = async () =>
      (await dataSource.query(`SELECT count(*)::int AS n FROM audit_log`))[0].n as number;
    const before = await count();
    await call('GET', '/api/admin/users', tokens.admin);
    await call('PUT', `/api/admin/leads/${users.admin.id}`, tokens.admin, { status: 'closed' });
    await call('PUT', `/api/admin/leads/${users.admin.id}`, tokens.admin, { status: 'won' });
    expect(await count()).toBe(before);

    ctx.clock.advance(1000);
    const email = uniqueEmail('audited');
    const created = await call('POST', '/api/admin/users', tokens.account_manager, {
      email,
      fullName: 'Audited Client',
    });
    expect(created.statusCode).toBe(201);
    const clientId = created.json<{ id: string }>().id;
    ctx.clock.advance(1000);
    await call('POST', `/api/admin/users/${clientId}/resend-invitation`, tokens.account_manager);
    ctx.clock.advance(1000);
    const member = await seedUser(ctx.app);
    await call('POST', `/api/admin/users/${member.id}/disable`, tokens.admin);
    expect(await count()).toBe(before + 3);

    const log = await call(
      'GET',
      `/api/admin/audit-log?filter=${q({ q: '/api/admin/users' })}&range=${q([0, 99])}`,
      tokens.admin,
    );
    // Other suites of the run write to the same log: keep this suite's actors.
    const mine = new Set([users.account_manager.id, users.admin.id]);
    const entries = log.json<AuditEntry[]>().filter((e) => mine.has(e.actorId));
    expect(entries.map((e) => e.route)).toEqual([
      '/api/admin/users/:id/disable',
      '/api/admin/users/:id/resend-invitation',
      '/api/admin/users',
    ]);
    const create = entries[2]!;
    expect(create.statusCode).toBe(201);
    expect(create.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          entity: 'users',
          operation: 'insert',
          after: expect.objectContaining({ email, status: 'invited' }),
        }),
      ]),
    );
    expect(entries[0]!.targetId).toBe(member.id);
    // The invitation's token row is recorded without its hash; no secret field anywhere.
    const text = JSON.stringify(entries);
    expect(text).toContain('"entity":"one_time_tokens"');
    expect(text).not.toMatch(/"\w*(hash|password|secret)\w*":|argon2/i);

    const csv = await call(
      'GET',
      `/api/admin/audit-log/export.csv?filter=${q({ actorId: users.account_manager.id })}`,
      tokens.admin,
    );
    const records = parse(csv.body, { columns: true }) as Array<Record<string, string>>;
    expect(records.length).toBeGreaterThanOrEqual(4);
    expect(records.every((r) => r.actor_id === users.account_manager.id)).toBe(true);
    expect(records.map((r) => r.route)).toContain('/api/admin/users');
    expect(JSON.parse(records.find((r) => r.route === '/api/admin/users')!.changes!)).toEqual(
      create.changes,
    );
  });
});
