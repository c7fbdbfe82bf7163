import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Clock } from '../../../src/common/clock';
import { waitFor } from '../../setup/wait-for';
import { bearer, login, seedUser, uniqueEmail } from '../../setup/auth-app';
import { FakeClock } from '../../setup/fake-clock';
import { captureLogs, createTestApp } from '../../setup/test-app';

/**
 * What reaches the log at info level with request logging on (as in production) and no SMTP:
 * never an e-mailed link or its token, masked e-mail addresses and phone numbers, and visitor
 * input with its line breaks escaped.
 */
describe('Log redaction', () => {
  let app: NestFastifyApplication;
  let mailDir: string;
  const logs = captureLogs();

  beforeAll(async () => {
    mailDir = mkdtempSync(join(tmpdir(), 'fabrion-it-logmail-'));
    app = await createTestApp({
      env: {
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        REDIS_URL: 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: `fabrion-it-logs-${randomUUID()}`,
        AUTH_JWT_SECRET: 'integration-test-secret-0123456789abcdef',
        AUTH_BREACH_API_URL: '',
        MAIL_DIR: mailDir,
        SMTP_URL: '',
        SMS_PROVIDER: 'log',
        SMS_STAFF_NUMBERS: '+34600111222',
        CONTACT_MIN_FILL_MS: '0',
      },
      override: (builder) => builder.overrideProvider(Clock).useValue(new FakeClock(new Date())),
      logDestination: logs.destination,
    });
  });

  afterAll(async () => {
    await app.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  /** The link of the newest .eml whose name mentions `email`. */
  const linkFor = async (email: string) =>
    waitFor(() => {
      const file = readdirSync(mailDir).find((name) => name.includes(email.split('@')[0]!));
      if (!file) throw new Error(`no mail for ${email} yet`);
      const raw = readFileSync(join(mailDir, file), 'utf8').replace(/=\r?\n/g, '');
      const match = /https?:\/\/\S+?(?=[\s"<]|$)/.exec(raw.replace(/=3D/g, '='));
      if (!match) throw new Error('no link in the mail');
      return match[0];
    });

  it('should never write an invitation or reset link, nor its token, to the log', async () => {
    const manager = await seedUser(app, { role: 'account_manager' });
    const staff = await login(app, manager.email, manager.password);
    const email = uniqueEmail('invitee');
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: bearer(staff.accessToken),
      payload: { email, fullName: 'Grace Client' },
    });
    expect(created.statusCode).toBe(201);
    const invitation = new URL(await linkFor(email));
    const token = invitation.searchParams.get('token_hash')!;
    expect(token).toHaveLength(43);
    // The invitee opens the link: a page request with the token in its query string.
    const page = await app.inject({
      method: 'GET',
      url: `${invitation.pathname}${invitation.search}`,
    });
    expect(page.statusCode).toBeLessThan(500);

    const member = await seedUser(app);
    await app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: member.email },
    });
    const reset = new URL(await linkFor(member.email));
    const resetToken = new URLSearchParams(reset.hash.slice(1)).get('access_token')!;

    await waitFor(() => expect(logs.text()).toContain('/confirm-signup'));
    const text = logs.text();
    expect(text).not.toContain(token);
    expect(text).not.toContain(resetToken);
    expect(text).not.toContain(staff.accessToken);
    expect(text).not.toContain(staff.refresh!);
    expect(text).not.toContain(manager.password);
  });

  it('should mask e-mail addresses and phone numbers and escape line breaks', async () => {
    const email = `pii-${randomUUID().slice(0, 8)}@example.test`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'user-agent': 'Bot\r\nFAKE-LINE: injected' },
      payload: {
        name: 'Ada Lovelace',
        email,
        phone: '+34 600 987 654',
        interest: 'digital-twin',
        message: 'Hello there\r\nINFO forged log line',
        fillTimeMs: 5000,
      },
    });
    expect(response.statusCode).toBe(201);
    // The log SMS provider writes the staff message, which names the visitor.
    await waitFor(() => expect(logs.text()).toContain('SMS to'), 20_000);
    const text = logs.text();
    expect(text).not.toContain(email);
    expect(text).not.toContain('600 987 654');
    expect(text).not.toContain('+34600111222');
    expect(text).not.toContain('\r');
    expect(text).not.toMatch(/\n(INFO forged|FAKE-LINE)/);
    for (const line of text.split('\n').filter(Boolean))
      expect(() => JSON.parse(line)).not.toThrow();
  });
});
