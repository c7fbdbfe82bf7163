import { type AuthTestApp, bearer, createAuthApp, login, seedUser } from '../../setup/auth-app';

/** The portal's language switch keeps the member's choice on the account (PUT /profile/language). */
describe('Profile language', () => {
  let ctx: AuthTestApp;

  beforeAll(async () => {
    ctx = await createAuthApp();
  });

  afterAll(async () => {
    await ctx.app.close();
  });

  const put = (payload: object, token?: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/language',
      payload,
      headers: token ? bearer(token) : {},
    });

  it('should keep the chosen language and return it with the next sign-in', async () => {
    const member = await seedUser(ctx.app);
    const { accessToken } = await login(ctx.app, member.email, member.password);
    const response = await put({ language: 'de' }, accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: member.id, language: 'de' });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(accessToken),
    });
    expect(me.json()).toMatchObject({ language: 'de' });
    const again = await login(ctx.app, member.email, member.password);
    expect(again.body.user).toMatchObject({ language: 'de' });
  });

  it('should refuse an unknown language with a field message', async () => {
    const member = await seedUser(ctx.app);
    const { accessToken } = await login(ctx.app, member.email, member.password);
    for (const payload of [{ language: 'fr' }, {}, { language: 42 }]) {
      const response = await put(payload, accessToken);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errors: { language: 'Language must be en, es or de' },
      });
    }
  });

  it('should require a session', async () => {
    expect((await put({ language: 'es' })).statusCode).toBe(401);
  });
});
