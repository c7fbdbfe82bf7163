import type { UserRole } from '@fabrion/shared';
import { parse } from 'csv-parse/sync';
import { DataSource } from 'typeorm';
import { contactPayload } from '../../factories/contact.factory';
import { type AuthTestApp, bearer, createAuthApp, login, seedUser } from '../../setup/auth-app';

const ROLES: UserRole[] = ['member', 'editor', 'ops', 'account_manager', 'admin'];
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** The lead inbox: roles, triage, spam release, filters and the CSV export. */
describe('Back office: leads', () => {
  let ctx: AuthTestApp;
  const tokens = {} as Record<UserRole, string>;
  const ids = {} as Record<UserRole, string>;
  let genuine: string;
  let spam: string;
  let marker: string;

  const call = (
    method: 'GET' | 'PUT' | 'PATCH' | 'POST',
    url: string,
    token?: string,
    payload?: object,
  ) =>
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
      ids[role] = user.id;
      tokens[role] = (await login(ctx.app, user.email, user.password)).accessToken;
    }
    marker = `m${Date.now().toString(36)}`;
    const submit = async (payload: Record<string, unknown>) => {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload });
      expect(response.statusCode).toBe(201);
      return response.json<{ id: string }>().id;
    };
    genuine = await submit(
      contactPayload({
        name: 'Ana & Co',
        company: `Rotor ${marker}`,
        context: {
          utmSource: 'linkedin',
          utmCampaign: 'spring',
          referrer: 'https://www.google.com/',
        },
      }),
    );
    spam = await submit(contactPayload({ company: `Spam ${marker}`, website: 'http://x.test' }));
  });

  afterAll(async () => {
    await ctx.app.close();
  });

  it('should answer 401 anonymous and 403 to roles other than account managers and admins', async () => {
    const endpoints: Array<['GET' | 'PUT' | 'POST', string, object?]> = [
      ['GET', '/api/admin/leads'],
      ['GET', `/api/admin/leads/${genuine}`],
      ['PUT', `/api/admin/leads/${genuine}`, { notes: 'x' }],
      ['POST', `/api/admin/leads/${spam}/release`],
      ['GET', '/api/admin/leads/export.csv'],
    ];
    for (const [method, url, payload] of endpoints) {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      for (const role of ['member', 'editor', 'ops'] as const)
        expect([role, url, (await call(method, url, tokens[role], payload)).statusCode]).toEqual([
          role,
          url,
          403,
        ]);
    }
    const list = await call('GET', '/api/admin/leads', tokens.account_manager);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toMatch(/^leads 0-\d+\/\d+$/);
  });

  it('should list genuine submissions in the inbox with first-touch source, spam apart', async () => {
    const inbox = await call(
      'GET',
      `/api/admin/leads?filter=${q({ q: marker })}`,
      tokens.account_manager,
    );
    const rows = inbox.json<Array<Record<string, unknown>>>();
    expect(rows.map((r) => r.id)).toEqual([genuine]);
    expect(rows[0]).toMatchObject({
      name: 'Ana & Co',
      status: 'new',
      utmSource: 'linkedin',
      utmCampaign: 'spring',
      referrer: 'https://www.google.com/',
    });
    const spamView = await call(
      'GET',
      `/api/admin/leads?filter=${q({ q: marker, view: 'spam' })}`,
      tokens.admin,
    );
    expect(spamView.json<Array<{ id: string; spamReason: string }>>()).toEqual([
      expect.objectContaining({ id: spam, spamReason: 'honeypot' }),
    ]);
  });

  it('should triage a lead: status, owner and notes saved, bad input a field 400 changing nothing', async () => {
    const url = `/api/admin/leads/${genuine}`;
    const bad = await call('PUT', url, tokens.account_manager, { status: 'won' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errors: { status: 'Status must be new, contacted, qualified or closed.' },
    });
    const editorOwner = await call('PUT', url, tokens.account_manager, { ownerId: ids.editor });
    expect(editorOwner.statusCode).toBe(400);
    expect(editorOwner.json()).toMatchObject({ errors: { ownerId: expect.any(String) } });
    const tooLong = await call('PATCH', url, tokens.account_manager, { notes: 'x'.repeat(5001) });
    expect(tooLong.statusCode).toBe(400);
    expect(
      await ctx.app
        .get(DataSource)
        .query(`SELECT 1 FROM leads WHERE submission_id = $1`, [genuine]),
    ).toHaveLength(0);

    const ok = await call('PUT', url, tokens.account_manager, {
      status: 'contacted',
      ownerId: ids.account_manager,
      notes: 'Called, wants a demo',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      status: 'contacted',
      ownerId: ids.account_manager,
      notes: 'Called, wants a demo',
    });
    const filtered = await call(
      'GET',
      `/api/admin/leads?filter=${q({ status: 'contacted', ownerId: ids.account_manager })}`,
      tokens.admin,
    );
    expect(filtered.json<Array<{ id: string }>>().map((r) => r.id)).toContain(genuine);
  });

  it('should release a spam-flagged lead into the inbox, and refuse work on it before', async () => {
    const early = await call('PUT', `/api/admin/leads/${spam}`, tokens.admin, {
      status: 'contacted',
    });
    expect(early.statusCode).toBe(409);
    const released = await call('POST', `/api/admin/leads/${spam}/release`, tokens.admin);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ spam: true, releasedAt: expect.any(String) });
    const inbox = await call('GET', `/api/admin/leads?filter=${q({ q: marker })}`, tokens.admin);
    expect(
      inbox
        .json<Array<{ id: string }>>()
        .map((r) => r.id)
        .sort(),
    ).toEqual([genuine, spam].sort());
    expect(
      (await call('POST', `/api/admin/leads/${genuine}/release`, tokens.admin)).statusCode,
    ).toBe(409);
    expect(
      (await call('GET', `/api/admin/leads/00000000-0000-4000-8000-000000000000`, tokens.admin))
        .statusCode,
    ).toBe(404);
  });

  it('should export the filtered rows as CSV that parses back', async () => {
    const response = await call(
      'GET',
      `/api/admin/leads/export.csv?filter=${q({ q: marker, status: 'contacted' })}`,
      tokens.account_manager,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="leads-/);
    const records = parse(response.body, { columns: true }) as Array<Record<string, string>>;
    expect(records).toEqual([
      expect.objectContaining({
        id: genuine,
        status: 'contacted',
        name: 'Ana & Co',
        notes: 'Called, wants a demo',
        utm_source: 'linkedin',
        referrer: 'https://www.google.com/',
      }),
    ]);
    const bad = await call(
      'GET',
      `/api/admin/leads/export.csv?filter=${q({ from: 'soon' })}`,
      tokens.admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { from: expect.any(String) } });
  });

  it('should refuse an unknown sort', async () => {
    const response = await call(
      'GET',
      `/api/admin/leads?sort=${q(['message', 'ASC'])}`,
      tokens.admin,
    );
    expect(response.statusCode).toBe(400);
  });
});
