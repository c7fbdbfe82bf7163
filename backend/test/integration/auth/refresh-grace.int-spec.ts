import { type AuthTestApp, createAuthApp, login, seedUser } from '../../setup/auth-app';

/**
 * Two refreshes racing with the same cookie: the loser (inside the grace window) gets the winner's
 * token back as its cookie, so a browser that only kept the loser's answer is not logged out later
 * for presenting a rotated token.
 */
describe('Refresh inside the grace window', () => {
  let ctx: AuthTestApp;

  beforeAll(async () => {
    ctx = await createAuthApp();
  });

  afterAll(async () => {
    await ctx.app.close();
  });

  const refresh = (cookie: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [ctx.cookieName]: cookie },
    });
  const cookieOf = (response: Awaited<ReturnType<typeof refresh>>) =>
    response.cookies.find((c) => c.name === ctx.cookieName && c.value)?.value;

  it('should hand back the active token as a cookie and keep the session alive', async () => {
    const user = await seedUser(ctx.app);
    const { refresh: first } = await login(ctx.app, user.email, user.password);
    const winner = await refresh(first!);
    expect(winner.statusCode).toBe(200);
    const active = cookieOf(winner)!;
    expect(active).not.toBe(first);

    ctx.clock.advance(3000);
    const loser = await refresh(first!);
    expect(loser.statusCode).toBe(200);
    expect(cookieOf(loser)).toBe(active);

    // The browser kept only the loser's answer; long after the grace window it still refreshes.
    ctx.clock.advance(60_000);
    const later = await refresh(cookieOf(loser)!);
    expect(later.statusCode).toBe(200);
  });
});
