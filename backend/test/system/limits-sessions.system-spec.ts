import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { contactPayload } from '../factories/contact.factory';
import { createDatabase, dropDatabase } from '../setup/test-database';
import { waitFor } from '../setup/wait-for';
import { type Deployment, startDeployment } from './support/deployment';
import { cookieValue, request, setCookie } from './support/http';

const COOKIE = '__Host-fabrion_refresh';
const ADMIN = { email: 'system-admin@fabrion.test', password: 'System-Admin-Passw0rd!' };

/**
 * Limits, sessions and headers through nginx in front of two instances and a worker, with real
 * HTTP from distinct loopback addresses (nginx states the client address; TRUST_PROXY believes
 * only nginx).
 */
describe('System: limits and sessions across two instances', () => {
  let deployment: Deployment;
  let database: { name: string; url: string };
  let db: Client;
  /** Every secret this test created or saw: none may appear in any log. */
  const secrets: string[] = [];
  let staffToken: string;

  beforeAll(async () => {
    database = await createDatabase('fabrion_sys');
    deployment = await startDeployment({
      databaseUrl: database.url,
      redisUrl: 'redis://127.0.0.1:6379',
      env: {
        CONTACT_EMAIL_MIN_GAP_MS: '0',
        CONTACT_IP_LIMIT: '30',
        CONTACT_MIN_FILL_MS: '0',
        SEED_ON_START: 'false',
        AUTH_ADMIN_EMAIL: ADMIN.email,
        AUTH_ADMIN_PASSWORD: ADMIN.password,
      },
    });
    db = new Client({ connectionString: database.url });
    await db.connect();
    const admin = await login(deployment.url, ADMIN.email, ADMIN.password, '127.0.0.20');
    expect(admin.status).toBe(200);
    staffToken = admin.json<{ accessToken: string }>().accessToken;
    secrets.push(staffToken);
  }, 240_000);

  afterAll(async () => {
    await db?.end();
    await deployment?.dispose();
    if (database) await dropDatabase(database.name);
  });

  const contact = (
    body: Record<string, unknown>,
    from: string,
    headers: Record<string, string> = {},
  ) => request(`${deployment.url}/api/contact`, { body, from, headers });
  const login = (base: string, email: string, password: string, from = '127.0.0.30') =>
    request(`${base}/api/auth/login`, { body: { email, password }, from });

  it('should accept exactly 3 of 20 parallel contact posts for one e-mail', async () => {
    const email = `burst.${randomUUID().slice(0, 8)}@example.com`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => contact(contactPayload({ email }), '127.0.0.11')),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 429)).toBe(true);
    const { rows } = await db.query(
      'SELECT count(*)::int AS n FROM home_contact_submissions WHERE email = $1',
      [email],
    );
    expect(rows[0].n).toBe(3);
  });

  it('should gain nothing from 100 forged X-Forwarded-For values', async () => {
    const email = `forged.${randomUUID().slice(0, 8)}@example.com`;
    const forged = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}, 198.51.100.${i}` });
    const sameEmail = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        contact(contactPayload({ email }), '127.0.0.12', forged(i)),
      ),
    );
    expect(sameEmail.filter((r) => r.status === 201)).toHaveLength(3);
    // Distinct e-mails: the per-IP budget (30) holds, whatever the header claims.
    const distinct = await Promise.all(
      Array.from({ length: 100 }, (_, i) => contact(contactPayload(), '127.0.0.13', forged(i))),
    );
    expect(distinct.filter((r) => r.status === 201)).toHaveLength(30);
  });

  it('should refuse the 6th sign-in for an e-mail on either instance while the reset flow works', async () => {
    const [a, b] = deployment.instances.map((instance) => instance.url) as [string, string];
    const member = await createMember();
    const email = member.email;
    for (let i = 0; i < 5; i++) {
      const response = await login(i % 2 ? b : a, email, 'Wrong-password-1', `127.0.0.${40 + i}`);
      expect(response.status).toBe(401);
    }
    expect((await login(a, email, member.password, '127.0.0.50')).status).toBe(429);
    expect((await login(b, email, member.password, '127.0.0.51')).status).toBe(429);

    const forgot = await request(`${deployment.url}/api/auth/password/forgot`, {
      body: { email },
      from: '127.0.0.52',
    });
    expect(forgot.status).toBe(202);
    const link = await waitFor(() => {
      const file = readdirSync(deployment.mailDir).find(
        (name) => name.includes('-reset-') && name.includes(email.split('@')[0]!),
      );
      if (!file) throw new Error('no reset mail yet');
      const raw = readFileSync(join(deployment.mailDir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      return /https?:\/\/[^\s"<>]+#access_token=[^\s"<>&]+/.exec(raw)![0];
    }, 10_000);
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get('access_token')!;
    secrets.push(token);
    const reset = await request(`${deployment.url}/api/auth/password/reset`, {
      body: { token, password: 'Quartz#Lantern-7Bd-New' },
      from: '127.0.0.52',
    });
    expect(reset.status).toBe(204);
    // Still blocked for sign-in until the window ends.
    expect(
      (await login(deployment.url, email, 'Quartz#Lantern-7Bd-New', '127.0.0.53')).status,
    ).toBe(429);
  });

  it('should refuse on the other instance within 1 s a session signed out on one', async () => {
    const [a, b] = deployment.instances.map((instance) => instance.url) as [string, string];
    const member = await createMember();
    const signedIn = await login(a, member.email, member.password, '127.0.0.60');
    expect(signedIn.status).toBe(200);
    const accessToken = signedIn.json<{ accessToken: string }>().accessToken;
    const refresh = cookieValue(setCookie(signedIn, COOKIE))!;
    secrets.push(accessToken, refresh);
    const me = (base: string) =>
      request(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect((await me(b)).status).toBe(200);

    const logout = await request(`${a}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie: `${COOKIE}=${refresh}` },
    });
    expect(logout.status).toBe(204);
    const signedOutAt = Date.now();
    const refused = await waitFor(async () => {
      const response = await me(b);
      expect(response.status).toBe(401);
      return Date.now() - signedOutAt;
    }, 1000);
    expect(refused).toBeLessThanOrEqual(1000);
    const refreshOnB = await request(`${b}/api/auth/refresh`, {
      method: 'POST',
      headers: { cookie: `${COOKIE}=${refresh}` },
    });
    expect(refreshOnB.status).toBe(401);
  });

  it('should send HSTS, nosniff, frame-ancestors and a __Host- Secure HttpOnly SameSite=Strict cookie', async () => {
    const member = await createMember();
    const signedIn = await login(deployment.url, member.email, member.password, '127.0.0.70');
    const cookie = setCookie(signedIn, COOKIE)!;
    secrets.push(cookieValue(cookie)!);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Domain=/i);
    for (const path of ['/', '/about', '/portal', '/admin/', '/api/blog-posts', '/api/health']) {
      const response = await request(`${deployment.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
      expect(response.headers['content-security-policy']).toMatch(/base-uri 'none'/);
    }
  });

  it('should redeliver a job whose worker was killed mid-send, sending the SMS once', async () => {
    const worker = deployment.worker!;
    deployment.sms.setDelay(4000);
    const before = deployment.sms.requests.length;
    const marker0 = `killed-${randomUUID().slice(0, 8)}`;
    const posted = await contact(
      contactPayload({ message: `Call us back (${marker0}).` }),
      '127.0.0.80',
    );
    const body = (sent: { body: string }) => sent.body.includes(marker0);
    expect(posted.status).toBe(201);
    await waitFor(
      () => expect(deployment.sms.requests.slice(before).some(body)).toBe(true),
      15_000,
    );
    await worker.stop('SIGKILL');
    deployment.sms.setDelay(0);
    const replacement = await deployment.startWorker();
    const id = posted.json<{ id: string }>().id;
    await waitFor(async () => {
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM sms_deliveries d JOIN contact_outbox o ON o.id = d.outbox_id
          WHERE o.submission_id = $1`,
        [id],
      );
      expect(rows[0].n).toBe(1);
    }, 30_000);
    const attempts = deployment.sms.requests.slice(before).filter(body);
    expect(attempts.length).toBeGreaterThanOrEqual(2); // sent, killed, sent again
    expect(new Set(attempts.map((a) => a.idempotencyKey)).size).toBe(1);
    expect(
      deployment.sms.delivered().filter((d) => d.idempotencyKey === attempts[0]!.idempotencyKey),
    ).toHaveLength(1);

    // SIGTERM drains: the jobs running when it arrives finish before the worker exits.
    deployment.sms.setDelay(2000);
    const marker = `drain-${randomUUID().slice(0, 8)}`;
    const drained = await Promise.all(
      Array.from({ length: 3 }, (_, i) =>
        contact(contactPayload({ message: `Please call us back (${marker}-${i}).` }), '127.0.0.81'),
      ),
    );
    const ids = drained.map((r) => r.json<{ id: string }>().id);
    // All three are being sent (held by the slow provider) when the signal arrives.
    await waitFor(
      () => expect(deployment.sms.requests.filter((r) => r.body.includes(marker))).toHaveLength(3),
      15_000,
    );
    await replacement.stop('SIGTERM');
    // Nest closes on the signal, then ends with it (an orderly exit, not a crash).
    const { code, signal } = await replacement.exited;
    expect(code === 0 || signal === 'SIGTERM').toBe(true);
    deployment.sms.setDelay(0);
    const { rows } = await db.query(
      `SELECT count(DISTINCT o.submission_id)::int AS n FROM sms_deliveries d
         JOIN contact_outbox o ON o.id = d.outbox_id WHERE o.submission_id = ANY($1::uuid[])`,
      [ids],
    );
    expect(rows[0].n).toBe(3);
    await deployment.startWorker();
  });

  it('should never write a token, a password or a link to any log', async () => {
    const text = deployment.logs();
    expect(text.length).toBeGreaterThan(1000);
    for (const secret of [...secrets, ADMIN.password, 'Quartz#Lantern-7Bd-New'])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/access_token=[^[]/);
  });

  /** A member created by the first admin through the staff API and set up through the e-mail. */
  async function createMember(): Promise<{ email: string; password: string }> {
    const email = `member.${randomUUID().slice(0, 8)}@example.test`;
    const created = await request(`${deployment.url}/api/admin/users`, {
      body: { email, fullName: 'System Member' },
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(created.status).toBe(201);
    const token = await waitFor(() => {
      const file = readdirSync(deployment.mailDir).find((name) =>
        name.includes(email.split('@')[0]!),
      );
      if (!file) throw new Error('no invitation yet');
      const raw = readFileSync(join(deployment.mailDir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      return /token_hash=([A-Za-z0-9_-]+)/.exec(raw)![1]!;
    }, 10_000);
    secrets.push(token);
    // The member opens the link (a page request carrying the token) and sets up the account.
    expect(
      (await request(`${deployment.url}/confirm-signup?token_hash=${token}&type=invite`)).status,
    ).toBe(200);
    const password = `Member-${randomUUID().slice(0, 6)}-Pw1!`;
    const complete = await request(`${deployment.url}/api/auth/confirm/complete`, {
      body: { token_hash: token, type: 'invite', fullName: 'System Member', password },
    });
    expect(complete.status).toBe(200);
    secrets.push(password);
    return { email, password };
  }
});
