import { randomUUID } from 'node:crypto';
import type { UserRole } from '@fabrion/shared';
import { DataSource } from 'typeorm';
import { blogPostInput, caseStudyInput } from '../../factories/content.factory';
import {
  type AuthTestApp,
  bearer,
  createAuthApp,
  login,
  seedUser,
  uniqueEmail,
} from '../../setup/auth-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Who = UserRole | 'anonymous';
const ROLES: UserRole[] = ['member', 'editor', 'ops', 'account_manager', 'admin'];
const EVERYONE: Who[] = ['anonymous', ...ROLES];

/**
 * Role × admin endpoint × foreign record: every /api/admin endpoint of the back office answers
 * 401 without a session, 403 to a role without the right, and 404 for a staff account to an
 * account manager (staff-on-staff); only admins create staff, change roles or touch staff.
 */
describe('Back-office roles', () => {
  let ctx: AuthTestApp;
  const tokens = {} as Record<UserRole, string>;
  const ids = {} as Record<UserRole, string>;
  /** The course's sections before this suite: the ones it adds are removed after it. */
  let courseSections: string[] = [];

  beforeAll(async () => {
    ctx = await createAuthApp();
    const sections: Array<{ id: string }> = await ctx.app
      .get(DataSource)
      .query('SELECT id FROM masterclass_modules');
    courseSections = sections.map((section) => section.id);
    for (const role of ROLES) {
      const user = await seedUser(ctx.app, { role });
      ids[role] = user.id;
      tokens[role] = (await login(ctx.app, user.email, user.password)).accessToken;
    }
  });

  afterAll(async () => {
    // The run shares one database; the library and course suites expect their seeded content.
    const db = ctx.app.get(DataSource);
    await db.query(`DELETE FROM dashboard_resources WHERE slug LIKE 'resource-%'`);
    await db.query('DELETE FROM masterclass_modules WHERE NOT (id = ANY($1))', [courseSections]);
    await ctx.app.close();
  });

  const call = (who: Who, method: Method, url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: who === 'anonymous' ? {} : bearer(tokens[who]),
    });

  /** Fresh records for one role's run, so each row of the matrix starts from the same state. */
  async function accountTargets() {
    const invited = await seedUser(ctx.app, { status: 'invited' });
    const member = await seedUser(ctx.app);
    const memberSession = await login(ctx.app, member.email, member.password);
    const sessions = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: bearer(memberSession.accessToken),
    });
    const staff = await seedUser(ctx.app, { role: 'editor' });
    await login(ctx.app, staff.email, staff.password);
    return {
      invited: invited.id,
      member: member.id,
      memberSession: sessions.json<Array<{ id: string }>>()[0]!.id,
      staff: staff.id,
    };
  }

  const accountEndpoints = (t: Awaited<ReturnType<typeof accountTargets>>) =>
    [
      ['list', 'GET', '/api/admin/users'],
      ['get member', 'GET', `/api/admin/users/${t.member}`],
      ['get staff', 'GET', `/api/admin/users/${t.staff}`],
      [
        'create member',
        'POST',
        '/api/admin/users',
        { email: uniqueEmail(), fullName: 'New Client' },
      ],
      [
        'create editor',
        'POST',
        '/api/admin/users',
        { email: uniqueEmail('staff'), fullName: 'New Editor', role: 'editor' },
      ],
      ['resend member', 'POST', `/api/admin/users/${t.invited}/resend-invitation`],
      ['resend staff', 'POST', `/api/admin/users/${t.staff}/resend-invitation`],
      ['assessments member', 'GET', `/api/admin/users/${t.member}/assessments`],
      ['assessments staff', 'GET', `/api/admin/users/${t.staff}/assessments`],
      ['course member', 'GET', `/api/admin/users/${t.member}/course-progress`],
      ['course staff', 'GET', `/api/admin/users/${t.staff}/course-progress`],
      ['downloads member', 'GET', `/api/admin/users/${t.member}/resource-downloads`],
      ['downloads staff', 'GET', `/api/admin/users/${t.staff}/resource-downloads`],
      ['sessions member', 'GET', `/api/admin/users/${t.member}/sessions`],
      ['sessions staff', 'GET', `/api/admin/users/${t.staff}/sessions`],
      ['revoke one', 'DELETE', `/api/admin/users/${t.member}/sessions/${t.memberSession}`],
      ['revoke all member', 'POST', `/api/admin/users/${t.member}/sessions/revoke-all`],
      ['revoke all staff', 'POST', `/api/admin/users/${t.staff}/sessions/revoke-all`],
      ['disable member', 'POST', `/api/admin/users/${t.member}/disable`],
      ['enable member', 'POST', `/api/admin/users/${t.member}/enable`],
      ['disable staff', 'POST', `/api/admin/users/${t.staff}/disable`],
      ['enable staff', 'POST', `/api/admin/users/${t.staff}/enable`],
      ['role staff', 'PATCH', `/api/admin/users/${t.staff}/role`, { role: 'ops' }],
    ] as Array<[string, Method, string, object?]>;

  const accountExpected: Record<Who, number | number[]> = {
    anonymous: 401,
    member: 403,
    editor: 403,
    ops: 403,
    // list, get m, get s, create m, create e, resend m, resend s, assessments m, assessments s,
    // course m, course s, downloads m, downloads s, sessions m, sessions s,
    // revoke one, revoke all m, revoke all s, disable m, enable m, disable s, enable s, role s
    account_manager: [
      200, 200, 404, 201, 403, 204, 404, 200, 404, 200, 404, 200, 404, 200, 404, 204, 201, 404, 204,
      201, 404, 404, 403,
    ],
    admin: [
      200, 200, 200, 201, 201, 204, 400, 200, 200, 200, 200, 200, 200, 200, 200, 204, 201, 201, 204,
      201, 204, 201, 200,
    ],
  };

  it.each(EVERYONE)('should give %s exactly its rights on accounts', async (who) => {
    const targets = await accountTargets();
    const endpoints = accountEndpoints(targets);
    const statuses: Array<[string, number]> = [];
    for (const [name, method, url, payload] of endpoints)
      statuses.push([name, (await call(who, method, url, payload)).statusCode]);
    const expected = accountExpected[who];
    expect(statuses).toEqual(
      endpoints.map(([name], i) => [name, Array.isArray(expected) ? expected[i] : expected]),
    );
    if (who === 'account_manager') {
      const staff = await ctx.app
        .get(DataSource)
        .query(`SELECT role, status FROM users WHERE id = $1`, [targets.staff]);
      expect(staff).toEqual([{ role: 'editor', status: 'active' }]);
    }
  });

  it('should show an account manager member accounts only', async () => {
    const staff = await seedUser(ctx.app, { role: 'ops' });
    const list = await call(
      'account_manager',
      'GET',
      `/api/admin/users?range=%5B0%2C99%5D&filter=${encodeURIComponent(JSON.stringify({ q: staff.email }))}`,
    );
    expect(list.json()).toEqual([]);
    expect(list.headers['content-range']).toBe('users 0-0/0');
    const asAdmin = await call(
      'admin',
      'GET',
      `/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: staff.email }))}`,
    );
    expect(asAdmin.json<Array<{ id: string }>>().map((u) => u.id)).toEqual([staff.id]);
  });

  const contentEndpoints = (
    resource: string,
    id: string,
    body: object,
    patch: object,
    preview: boolean,
  ) =>
    [
      ['list', 'GET', `/api/admin/${resource}`],
      ['create', 'POST', `/api/admin/${resource}`, body],
      ['get', 'GET', `/api/admin/${resource}/${id}`],
      ...(preview ? [['preview', 'POST', `/api/admin/${resource}/${id}/preview`]] : []),
      ['patch', 'PATCH', `/api/admin/${resource}/${id}`, patch],
      ['put', 'PUT', `/api/admin/${resource}/${id}`, patch],
      ['delete', 'DELETE', `/api/admin/${resource}/${id}`],
    ] as Array<[string, Method, string, object?]>;

  const resources: Array<{
    name: string;
    preview: boolean;
    make: () => Promise<{ id: string; body: object; patch: object }>;
  }> = [
    {
      name: 'posts',
      preview: true,
      make: async () => {
        const created = await call('admin', 'POST', '/api/admin/posts', blogPostInput());
        return {
          id: created.json<{ id: string }>().id,
          body: blogPostInput(),
          patch: { title: 'Renamed' },
        };
      },
    },
    {
      name: 'case-studies',
      preview: true,
      make: async () => {
        const created = await call('admin', 'POST', '/api/admin/case-studies', caseStudyInput());
        return {
          id: created.json<{ id: string }>().id,
          body: caseStudyInput(),
          patch: { title: 'Renamed' },
        };
      },
    },
    {
      name: 'jobs',
      preview: false,
      make: async () => {
        const job = (slug: string) => ({
          id: slug,
          title: 'Data Engineer',
          location: 'Remote',
          emoji: '🛠️',
          description: 'Pipelines.',
          responsibilities: ['Build'],
          requirements: ['Python'],
          department: 'Engineering',
          experienceLevel: 'Senior',
          contractType: 'Full-time',
          languages: ['English'],
        });
        const slug = `job-${randomUUID().slice(0, 8)}`;
        await call('admin', 'POST', '/api/admin/jobs', job(slug));
        return {
          id: slug,
          body: job(`job-${randomUUID().slice(0, 8)}`),
          patch: { title: 'Renamed' },
        };
      },
    },
    {
      name: 'client-logos',
      preview: false,
      make: async () => {
        const logo = () => ({ name: `Client ${randomUUID()}`, logoPath: 'clients/x.svg' });
        const created = await call('admin', 'POST', '/api/admin/client-logos', logo());
        return { id: created.json<{ id: string }>().id, body: logo(), patch: { position: 3 } };
      },
    },
    {
      name: 'resources',
      preview: false,
      make: async () => {
        const resource = () => ({
          slug: `resource-${randomUUID().slice(0, 8)}`,
          title: 'Outcome canvas',
          excerpt: 'A canvas.',
          category: 'Canvas',
          date: '2026-11-25',
        });
        const created = await call('admin', 'POST', '/api/admin/resources', resource());
        return {
          id: created.json<{ id: string }>().id,
          body: resource(),
          patch: { title: 'Renamed' },
        };
      },
    },
    {
      name: 'masterclass-sections',
      preview: false,
      make: async () => {
        const created = await call('admin', 'POST', '/api/admin/masterclass-sections', {
          title: 'Matrix section',
        });
        return {
          id: created.json<{ id: string }>().id,
          body: { title: 'Another section' },
          patch: { title: 'Renamed' },
        };
      },
    },
    {
      name: 'masterclass-lessons',
      preview: false,
      make: async () => {
        const section = await call('admin', 'POST', '/api/admin/masterclass-sections', {
          title: 'Matrix lessons',
        });
        const lesson = {
          sectionId: section.json<{ id: string }>().id,
          title: 'Matrix lesson',
          description: 'A lesson.',
          duration: '5:00',
          transcript: 'Words.',
        };
        const created = await call('admin', 'POST', '/api/admin/masterclass-lessons', lesson);
        return {
          id: created.json<{ id: string }>().id,
          body: lesson,
          patch: { transcript: 'Other words.' },
        };
      },
    },
  ];

  describe.each(resources)('content resource $name', ({ name, preview, make }) => {
    it.each(EVERYONE)(`should give %s exactly its rights on ${name}`, async (who) => {
      const { id, body, patch } = await make();
      const endpoints = contentEndpoints(name, id, body, patch, preview);
      const allowed = who === 'editor' || who === 'admin';
      const statuses = [];
      for (const [label, method, url, payload] of endpoints)
        statuses.push([label, (await call(who, method, url, payload)).statusCode]);
      const ok: Record<string, number> = {
        list: 200,
        create: 201,
        get: 200,
        preview: 200,
        patch: 200,
        put: 200,
        delete: 204,
      };
      expect(statuses).toEqual(
        endpoints.map(([label]) => [label, who === 'anonymous' ? 401 : allowed ? ok[label] : 403]),
      );
      if (allowed) {
        const gone = await call(who, 'GET', `/api/admin/${name}/${id}`);
        expect(gone.statusCode).toBe(404);
      }
    });
  });

  it('should let admins manage staff but never lose the last active admin', async () => {
    const db = ctx.app.get(DataSource);
    const others: Array<{ id: string }> = await db.query(
      `SELECT id FROM users WHERE role = 'admin' AND status = 'active' AND id <> $1`,
      [ids.admin],
    );
    await db.query(`UPDATE users SET status = 'disabled' WHERE id = ANY($1)`, [
      others.map((o) => o.id),
    ]);
    try {
      // The only active admin can neither be demoted (by themself) nor disabled.
      const demote = await call('admin', 'PATCH', `/api/admin/users/${ids.admin}/role`, {
        role: 'editor',
      });
      expect(demote.statusCode).toBe(400);
      expect(demote.json()).toMatchObject({
        message: 'The last active admin cannot be disabled or demoted',
      });
      const second = await call('admin', 'POST', '/api/admin/users', {
        email: uniqueEmail('admin'),
        fullName: 'Second Admin',
        role: 'admin',
      });
      expect(second.statusCode).toBe(201);
      const secondId = second.json<{ id: string }>().id;
      // An invited admin is not an active one: the first still cannot step down.
      expect(
        (await call('admin', 'PATCH', `/api/admin/users/${ids.admin}/role`, { role: 'ops' }))
          .statusCode,
      ).toBe(400);
      await db.query(`UPDATE users SET status = 'active' WHERE id = $1`, [secondId]);
      // Two active admins: one may be disabled, then the remaining one is protected again.
      expect((await call('admin', 'POST', `/api/admin/users/${secondId}/disable`)).statusCode).toBe(
        204,
      );
      const enabled = await call('admin', 'POST', `/api/admin/users/${secondId}/enable`);
      expect(enabled.json()).toMatchObject({ status: 'invited' });
      expect(
        (await call('admin', 'PATCH', `/api/admin/users/${ids.admin}/role`, { role: 'admin' }))
          .statusCode,
      ).toBe(200);
      expect(
        (await call('admin', 'POST', `/api/admin/users/${ids.admin}/disable`)).statusCode,
      ).toBe(400);
      expect(
        (await db.query(`SELECT role, status FROM users WHERE id = $1`, [ids.admin]))[0],
      ).toEqual({ role: 'admin', status: 'active' });
      const badRole = await call('admin', 'PATCH', `/api/admin/users/${secondId}/role`, {
        role: 'root',
      });
      expect(badRole.statusCode).toBe(400);
      expect(badRole.json()).toMatchObject({
        errors: { role: expect.stringContaining('role must be') },
      });
    } finally {
      await db.query(`UPDATE users SET status = 'active' WHERE id = ANY($1)`, [
        others.map((o) => o.id),
      ]);
    }
  });

  it('should refuse two admins disabling each other at once: one stays', async () => {
    const db = ctx.app.get(DataSource);
    const others: Array<{ id: string }> = await db.query(
      `SELECT id FROM users WHERE role = 'admin' AND status = 'active'`,
    );
    await db.query(`UPDATE users SET status = 'disabled' WHERE id = ANY($1)`, [
      others.map((o) => o.id),
    ]);
    try {
      const a = await seedUser(ctx.app, { role: 'admin' });
      const b = await seedUser(ctx.app, { role: 'admin' });
      const tokenA = (await login(ctx.app, a.email, a.password)).accessToken;
      const tokenB = (await login(ctx.app, b.email, b.password)).accessToken;
      const [one, two] = await Promise.all([
        ctx.app.inject({
          method: 'POST',
          url: `/api/admin/users/${b.id}/disable`,
          headers: bearer(tokenA),
        }),
        ctx.app.inject({
          method: 'POST',
          url: `/api/admin/users/${a.id}/disable`,
          headers: bearer(tokenB),
        }),
      ]);
      // The loser is refused (400), or, when the winner disabled it first, no longer signed in.
      const statuses = [one.statusCode, two.statusCode].sort();
      expect(statuses[0]).toBe(204);
      expect([400, 401]).toContain(statuses[1]);
      const [{ n }] = await db.query(
        `SELECT count(*)::int AS n FROM users WHERE id = ANY($1) AND status = 'active'`,
        [[a.id, b.id]],
      );
      expect(n).toBe(1);
    } finally {
      await db.query(`UPDATE users SET status = 'active' WHERE id = ANY($1)`, [
        others.map((o) => o.id),
      ]);
    }
  });
});
