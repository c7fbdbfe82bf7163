import { DataSource } from 'typeorm';
import { type AuthTestApp, bearer, createAuthApp, login, seedUser } from '../../setup/auth-app';

const LISTS = [
  'users',
  'posts',
  'case-studies',
  'jobs',
  'client-logos',
  'resources',
  'masterclass-sections',
  'masterclass-lessons',
];

/** Malformed list parameters from staff: a 400 naming the parameter, never a 500. */
describe('Back-office list parameters', () => {
  let ctx: AuthTestApp;
  let token: string;

  beforeAll(async () => {
    ctx = await createAuthApp();
    const admin = await seedUser(ctx.app, { role: 'admin' });
    token = (await login(ctx.app, admin.email, admin.password)).accessToken;
  });

  afterAll(async () => {
    await ctx.app.close();
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

  const cases: Array<[string, string]> = [
    ['sort=null', 'sort'],
    ['sort=%7B%7D', 'sort'],
    ['sort=%5B%22nope%22%2C%22ASC%22%5D', 'sort'],
    ['sort=%5B%22createdAt%22%2C%22SIDEWAYS%22%5D', 'sort'],
    ['sort=%5B', 'sort'],
    ['sort=a&sort=b', 'sort'],
    ['range=%7B%7D', 'range'],
    ['range=null', 'range'],
    ['range=%5B5%2C1%5D', 'range'],
    ['range=%5B-1%2C3%5D', 'range'],
    ['range=%5B0.5%2C3%5D', 'range'],
    ['range=%5B0%2C1e400%5D', 'range'],
    ['range=not-json', 'range'],
    ['filter=null', 'filter'],
    ['filter=%5B%5D', 'filter'],
    ['filter=%7B%22unknown%22%3A1%7D', 'filter'],
    ['filter=%7B%22q%22%3A%22a%5Cu0000b%22%7D', 'filter.q'],
    ['filter=%7B%22q%22%3A%7B%22%24ne%22%3A1%7D%7D', 'filter.q'],
    ['filter=%7B%22q%22%3A%22%00%22%7D', 'filter'],
    ['sort=%00', 'sort'],
  ];

  it.each(LISTS)(
    'should answer 400 with a field message for every malformed %s list',
    async (list) => {
      for (const [query, field] of cases) {
        const response = await get(`/api/admin/${list}?${query}`);
        expect([query, response.statusCode]).toEqual([query, 400]);
        expect([query, Object.keys(response.json<{ errors?: object }>().errors ?? {})]).toEqual([
          query,
          [field],
        ]);
      }
    },
  );

  it('should filter accounts by status and last sign-in', async () => {
    const recent = await seedUser(ctx.app, { fullName: 'Recent Signer' });
    await login(ctx.app, recent.email, recent.password);
    const stale = await seedUser(ctx.app, { fullName: 'Stale Signer' });
    await login(ctx.app, stale.email, stale.password);
    await ctx.app
      .get(DataSource)
      .query(`UPDATE users SET last_sign_in_at = now() - interval '40 days' WHERE id = $1`, [
        stale.id,
      ]);
    const never = await seedUser(ctx.app, { status: 'invited', fullName: 'Never Signer' });
    const ids = async (filter: object) =>
      (
        await get(
          `/api/admin/users?range=%5B0%2C99%5D&filter=${encodeURIComponent(JSON.stringify({ q: 'Signer', ...filter }))}`,
        )
      )
        .json<Array<{ id: string }>>()
        .map((u) => u.id)
        .sort();
    expect(await ids({ lastSignIn: '7d' })).toEqual([recent.id]);
    expect(await ids({ lastSignIn: 'over30d' })).toEqual([stale.id, never.id].sort());
    expect(await ids({ lastSignIn: 'never' })).toEqual([never.id]);
    expect(await ids({ status: 'invited' })).toEqual([never.id]);
    expect(await ids({ status: 'active' })).toEqual([recent.id, stale.id].sort());
    const bad = await get(`/api/admin/users?filter=${encodeURIComponent('{"status":"gone"}')}`);
    expect(bad.json()).toMatchObject({ errors: { 'filter.status': expect.any(String) } });
  });
});
