import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { contactPayload } from '../factories/contact.factory';
import { waitFor } from '../setup/wait-for';
import { type Deployment, startDeployment } from './support/deployment';
import { request } from './support/http';
import { type OwnPostgres, startOwnPostgres } from './support/own-postgres';

const OUTAGE_MS = 10_000;

/**
 * PostgreSQL stopped for 10 s under two instances: requests that need it get 503 within 5 s,
 * nothing is half-written, and the service recovers without a restart. PostgreSQL is the test's
 * own, never the machine's.
 */
describe('System: PostgreSQL outage', () => {
  let postgres: OwnPostgres;
  let deployment: Deployment;
  let databaseUrl: string;

  beforeAll(async () => {
    postgres = await startOwnPostgres();
    const admin = new Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('CREATE DATABASE fabrion');
    await admin.end();
    databaseUrl = postgres.url.replace(/\/postgres$/, '/fabrion');
    deployment = await startDeployment({
      databaseUrl,
      redisUrl: 'redis://127.0.0.1:6379',
      env: { CONTACT_IP_LIMIT: '100000', SEED_ON_START: 'false' },
    });
  }, 240_000);

  afterAll(async () => {
    await deployment?.dispose();
    await postgres?.dispose();
  });

  const post = (message: string, from: string) =>
    request(`${deployment.url}/api/contact`, { body: contactPayload({ message }), from });

  it('should answer 503 within 5 s while it is down, write nothing half, and recover by itself', async () => {
    const marker = randomUUID().slice(0, 8);
    expect((await post(`Before the outage ${marker}.`, '127.0.3.1')).status).toBe(201);

    await postgres.stop();
    const stoppedAt = Date.now();
    const during: Array<{ status: number; ms: number; id?: string }> = [];
    let n = 0;
    while (Date.now() - stoppedAt < OUTAGE_MS - 1500) {
      for (const [i, base] of deployment.instances.map((instance) => instance.url).entries()) {
        const started = Date.now();
        const response = await request(`${base}/api/contact`, {
          body: contactPayload({ message: `During the outage ${marker} ${n++}.` }),
          from: `127.0.3.${i + 2}`,
        });
        during.push({
          status: response.status,
          ms: Date.now() - started,
          id: response.status === 201 ? response.json<{ id: string }>().id : undefined,
        });
        const health = await request(`${base}/api/health`);
        expect(health.status).toBe(503);
      }
      await new Promise((done) => setTimeout(done, 500));
    }
    expect(during.length).toBeGreaterThan(4);
    expect(during.map((d) => d.status)).toEqual(during.map(() => 503));
    expect(Math.max(...during.map((d) => d.ms))).toBeLessThan(5000);

    await new Promise((done) => setTimeout(done, Math.max(0, stoppedAt + OUTAGE_MS - Date.now())));
    await postgres.start();
    // Recovery without a restart: both instances answer again.
    for (const base of deployment.instances.map((instance) => instance.url))
      await waitFor(async () => {
        expect((await request(`${base}/api/health`)).status).toBe(200);
      }, 20_000);
    expect((await post(`After the outage ${marker}.`, '127.0.3.9')).status).toBe(201);

    // Nothing half-written: each stored submission has its outbox record, and none of the
    // refused ones was stored.
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query(
        `SELECT s.message, o.id AS outbox FROM home_contact_submissions s
           LEFT JOIN contact_outbox o ON o.submission_id = s.id WHERE s.message LIKE $1`,
        [`%${marker}%`],
      );
      expect(rows.map((r) => r.message as string).sort()).toEqual(
        [`After the outage ${marker}.`, `Before the outage ${marker}.`].sort(),
      );
      expect(rows.every((r) => r.outbox !== null)).toBe(true);
    } finally {
      await db.end();
    }
  }, 120_000);
});
