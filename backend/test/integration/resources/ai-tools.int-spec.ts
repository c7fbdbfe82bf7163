import type { AiToolLinks } from '@fabrion/shared';
import { type AuthTestApp, bearer, createAuthApp, login, seedUser } from '../../setup/auth-app';

/** The AI pages' links come from the configuration, for members only. */
describe('AI tools links', () => {
  let ctx: AuthTestApp;

  beforeAll(async () => {
    ctx = await createAuthApp({
      env: {
        COPILOT_MAAS_URL: 'https://copilots.example.test/maas',
        PREMIUM_URL: 'https://shop.example.test/premium',
        COMMUNITY_X_URL: 'https://x.example.test/fabrion',
      },
    });
  });

  afterAll(async () => {
    await ctx.app.close();
  });

  it('should refuse a visitor without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/ai-tools/links' });
    expect(response.statusCode).toBe(401);
  });

  it('should give a member the configured links', async () => {
    const user = await seedUser(ctx.app);
    const { accessToken } = await login(ctx.app, user.email, user.password);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/ai-tools/links',
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(200);
    const links = response.json<AiToolLinks>();
    expect(links.copilots.maas).toBe('https://copilots.example.test/maas');
    expect(Object.keys(links.copilots).sort()).toEqual([
      'business',
      'development',
      'maas',
      'operations',
    ]);
    expect(links.premiumUrl).toBe('https://shop.example.test/premium');
    expect(links.communityLinks.x).toBe('https://x.example.test/fabrion');
  });
});
