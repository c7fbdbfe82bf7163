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

/** Staff invite → e-mail → link opened (nothing spent) → setup → signed in; the password policy. */
describe('Invitation and account setup', () => {
  let ctx: AuthTestApp;
  let smtp: SmtpCapture;
  let staffToken: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    ctx = await createAuthApp({ env: { SMTP_URL: smtp.url } });
    const manager = await seedUser(ctx.app, { role: 'account_manager' });
    staffToken = (await login(ctx.app, manager.email, manager.password)).accessToken;
  });

  afterAll(async () => {
    await ctx.app.close();
    await smtp.stop();
  });

  async function invite(email: string, language = 'en') {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: bearer(staffToken),
      payload: { email, fullName: 'Grace Client', language },
    });
    expect(response.statusCode).toBe(201);
    const mail = await smtp.waitFor(email);
    const url = new URL(mail.link!);
    return {
      token: url.searchParams.get('token_hash')!,
      type: url.searchParams.get('type')!,
      mail,
      url,
    };
  }

  const complete = (token: string, password: string, fullName = 'Grace Hopper') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/confirm/complete',
      payload: {
        token_hash: token,
        type: 'invite',
        fullName,
        phoneNumber: '+34 600 123 456',
        password,
      },
    });

  it('should take an invited client from the e-mail to a signed-in session', async () => {
    const email = uniqueEmail('invitee');
    const { token, type, url, mail } = await invite(email);
    expect(url.pathname).toBe('/confirm-signup');
    expect(type).toBe('invite');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(mail.raw).toContain('24 hours');

    // A mail scanner (or the user) opening the link twice spends nothing.
    for (let i = 0; i < 2; i++) {
      const verify = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/confirm/verify',
        payload: { token_hash: token, type },
      });
      expect(verify.statusCode).toBe(200);
      expect(verify.json()).toEqual({ email, fullName: 'Grace Client' });
    }
    // Only the hash is stored.
    const rows = await ctx.app.get(DataSource).query(`SELECT token_hash FROM one_time_tokens`);
    expect(rows.map((r: { token_hash: string }) => r.token_hash)).not.toContain(token);

    const before = await login(ctx.app, email, 'Violet-Harbour-42!Kx');
    expect(before.status).toBe(401);

    const done = await complete(token, 'Violet-Harbour-42!Kx');
    expect(done.statusCode).toBe(200);
    const body = done.json<{
      accessToken: string;
      user: { profile: { fullName: string; phoneNumber: string } };
    }>();
    expect(body.user.profile).toMatchObject({
      fullName: 'Grace Hopper',
      phoneNumber: '+34 600 123 456',
    });
    expect(done.cookies.find((c) => c.name === ctx.cookieName)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
    });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(body.accessToken),
    });
    expect(me.json()).toMatchObject({ email, role: 'member' });

    // Single use.
    expect((await complete(token, 'Violet-Harbour-42!Kx')).statusCode).toBe(400);
    expect((await login(ctx.app, email, 'Violet-Harbour-42!Kx')).status).toBe(200);
  });

  it('should accept a 128-character password without truncating it and refuse 129', async () => {
    const email = uniqueEmail('long');
    const { token } = await invite(email);
    const long = `Aa1${'x'.repeat(124)}Z`;
    expect(long).toHaveLength(128);
    expect((await complete(token, `${long}Q`)).json()).toMatchObject({
      errors: { password: 'Password must be at most 128 characters' },
    });
    expect((await complete(token, long)).statusCode).toBe(200);
    expect((await login(ctx.app, email, long)).status).toBe(200);
    expect((await login(ctx.app, email, long.slice(0, 127))).status).toBe(401);
    expect((await login(ctx.app, email, `${long.slice(0, 127)}Y`)).status).toBe(401);
  });

  it('should refuse a password from the common-password list and weak or invalid fields', async () => {
    const { token } = await invite(uniqueEmail('weak'));
    const common = await complete(token, 'Password1');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      errors: { password: 'This password is too common. Please choose another one.' },
    });
    expect((await complete(token, 'short1A')).json()).toMatchObject({
      errors: { password: 'Password must be at least 8 characters' },
    });
    expect((await complete(token, 'nouppercase1')).json()).toMatchObject({
      errors: { password: 'Password must contain an uppercase letter' },
    });
    expect((await complete(token, 'Violet-Harbour-42!Kx', '   ')).json()).toMatchObject({
      errors: { fullName: 'Full name required' },
    });
    // None of these spent the token.
    expect((await complete(token, 'Violet-Harbour-42!Kx')).statusCode).toBe(200);
  });

  it('should accept a long passphrase without character classes at setup', async () => {
    const { token } = await invite(uniqueEmail('passphrase'));
    expect((await complete(token, 'lantern quartz meadow river')).statusCode).toBe(200);
  });

  it('should refuse an invitation after 24 hours and a resent invitation should replace it', async () => {
    const email = uniqueEmail('late');
    const first = await invite(email);
    ctx.clock.advance(24 * 60 * 60_000 + 1000);
    expect((await complete(first.token, 'Violet-Harbour-42!Kx')).statusCode).toBe(400);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: bearer(staffToken),
    });
    // The staff token's session went idle with the clock: sign in again.
    expect(list.statusCode).toBe(401);
    const manager = await seedUser(ctx.app, { role: 'account_manager' });
    staffToken = (await login(ctx.app, manager.email, manager.password)).accessToken;
    const filter = encodeURIComponent(JSON.stringify({ q: email }));
    const users = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/users?filter=${filter}`,
        headers: bearer(staffToken),
      })
    ).json<Array<{ id: string; email: string; status: string }>>();
    expect(users).toEqual([expect.objectContaining({ email, status: 'invited' })]);
    const id = users[0]!.id;
    const resend = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/resend-invitation`,
      headers: bearer(staffToken),
    });
    expect(resend.statusCode).toBe(204);
    const second = new URL((await smtp.waitFor(email, 2)).link!).searchParams.get('token_hash')!;
    expect(second).not.toBe(first.token);
    expect((await complete(second, 'Violet-Harbour-42!Kx')).statusCode).toBe(200);
  });

  it('should write the invitation in the member language', async () => {
    const email = uniqueEmail('de');
    const { mail } = await invite(email, 'de');
    expect(mail.raw).toContain('Konto einrichten');
  });
});
