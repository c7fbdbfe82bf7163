import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { contactPayload } from '../factories/contact.factory';
import { type OwnRedis, startOwnRedis } from '../setup/redis-server';
import { createDatabase, dropDatabase } from '../setup/test-database';
import { waitFor } from '../setup/wait-for';
import { type Deployment, startDeployment } from './support/deployment';
import { request } from './support/http';

const OUTAGE_MS = 30_000;
const SUBMISSIONS = 200;

/**
 * Redis (queue and counters) stopped for 30 s while 200 contact submissions arrive through nginx:
 * every acknowledged one is in PostgreSQL, and once Redis is back every SMS reaches the provider
 * exactly once within 60 s. Redis is the test's own, never the machine's.
 */
describe('System: Redis outage', () => {
  let redis: OwnRedis;
  let deployment: Deployment;
  let database: { name: string; url: string };
  let db: Client;

  beforeAll(async () => {
    redis = await startOwnRedis();
    database = await createDatabase('fabrion_sys_redis');
    deployment = await startDeployment({
      databaseUrl: database.url,
      redisUrl: redis.url,
      env: { CONTACT_IP_LIMIT: '100000', SEED_ON_START: 'false' },
    });
    db = new Client({ connectionString: database.url });
    await db.connect();
  }, 240_000);

  afterAll(async () => {
    await db?.end();
    await deployment?.dispose();
    await redis?.dispose();
    if (database) await dropDatabase(database.name);
  });

  it('should keep every acknowledged submission and deliver each SMS once after Redis returns', async () => {
    const marker = randomUUID().slice(0, 8);
    await redis.stop();
    const stoppedAt = Date.now();
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    // 200 submissions spread over the outage, a few at a time, from several visitors.
    for (let i = 0; i < SUBMISSIONS; i += 5) {
      const batch = await Promise.all(
        Array.from({ length: 5 }, (_, j) =>
          request(`${deployment.url}/api/contact`, {
            body: contactPayload({ message: `Outage message ${marker} number ${i + j}.` }),
            from: `127.0.2.${((i + j) % 50) + 1}`,
          }),
        ),
      );
      for (const response of batch) {
        statuses.push(response.status);
        if (response.status === 201) acknowledged.push(response.json<{ id: string }>().id);
      }
      const due = stoppedAt + ((i + 5) / SUBMISSIONS) * (OUTAGE_MS - 2000);
      await new Promise((done) => setTimeout(done, Math.max(0, due - Date.now())));
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(acknowledged).toHaveLength(SUBMISSIONS);
    const { rows } = await db.query(
      'SELECT count(*)::int AS n FROM home_contact_submissions WHERE id = ANY($1::uuid[])',
      [acknowledged],
    );
    expect(rows[0].n).toBe(SUBMISSIONS);

    await new Promise((done) => setTimeout(done, Math.max(0, stoppedAt + OUTAGE_MS - Date.now())));
    await redis.start();
    const backAt = Date.now();
    await waitFor(() => {
      const delivered = deployment.sms.delivered().filter((d) => d.body.includes(marker));
      expect(delivered).toHaveLength(SUBMISSIONS);
    }, 60_000);
    const deliveredIn = Date.now() - backAt;
    const delivered = deployment.sms.delivered().filter((d) => d.body.includes(marker));
    // Exactly once: one message per submission, no key twice.
    expect(new Set(delivered.map((d) => d.idempotencyKey)).size).toBe(SUBMISSIONS);
    expect(new Set(delivered.map((d) => /number (\d+)/.exec(d.body)![1])).size).toBe(SUBMISSIONS);
    expect(deliveredIn).toBeLessThan(60_000);
    process.stdout.write(
      `Redis outage: ${SUBMISSIONS} acknowledged, all delivered ${deliveredIn} ms after Redis returned\n`,
    );
  }, 150_000);
});
