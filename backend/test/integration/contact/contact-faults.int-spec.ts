import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { contactPayload } from '../../factories/contact.factory';
import { eventually } from '../../setup/eventually';
import { type OwnRedis, startOwnRedis } from '../../setup/redis-server';
import { type SmsStub, smsStubEnv, startSmsStub } from '../../setup/sms-stub';
import { createTestApp } from '../../setup/test-app';

const WORKER = join(__dirname, '..', '..', '..', 'dist', 'worker.js');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the API acknowledged survives Redis going away and a worker killed mid-job. */
describe('Contact pipeline under faults', () => {
  let redis: OwnRedis;
  let stub: SmsStub;
  let env: Record<string, string>;

  beforeAll(async () => {
    redis = await startOwnRedis();
    stub = await startSmsStub();
    env = {
      ...smsStubEnv(stub),
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: `fabrion-it-${randomUUID()}`,
      CONTACT_IP_LIMIT: '100000',
      QUEUE_BACKOFF_MS: '200',
      QUEUE_RELAY_INTERVAL_MS: '250',
      QUEUE_LOCK_MS: '2000',
    };
  });

  afterAll(async () => {
    await stub.close();
    await redis.dispose();
  });

  it('should accept and store every submission while Redis is down 30 s, then text each once', async () => {
    const sut = await createTestApp({ env });
    try {
      const emails: string[] = [];
      const statuses: number[] = [];
      const submit = async () => {
        const payload = contactPayload();
        emails.push(String(payload.email));
        statuses.push(
          (await sut.inject({ method: 'POST', url: '/api/contact', payload })).statusCode,
        );
      };
      for (let i = 0; i < 3; i++) await submit();
      await redis.stop();
      const outageEnds = Date.now() + 30_000;
      while (Date.now() < outageEnds) {
        await submit();
        await sleep(2000);
      }
      await redis.start();
      for (let i = 0; i < 3; i++) await submit();

      expect(statuses.every((s) => s === 201)).toBe(true);
      const stored = await sut
        .get(DataSource)
        .query(`SELECT count(*)::int AS n FROM home_contact_submissions WHERE email = ANY($1)`, [
          emails,
        ]);
      expect(stored[0].n).toBe(emails.length);
      const deliveredTo = () =>
        stub.delivered().filter((r) => emails.some((email) => r.body.includes(email))).length;
      expect(await eventually(async () => deliveredTo(), emails.length, 30_000)).toBe(
        emails.length,
      );
      await sleep(1000);
      const mine = stub.delivered().filter((r) => emails.some((email) => r.body.includes(email)));
      expect(mine).toHaveLength(emails.length);
      expect(new Set(mine.map((r) => r.idempotencyKey)).size).toBe(emails.length);
    } finally {
      await sut.close();
    }
  }, 120_000);

  it('should deliver once after the worker process is killed with SIGKILL mid-job', async () => {
    expect(existsSync(WORKER)).toBe(true); // built by `npm run build` before the tests
    const api = await createTestApp({ env: { ...env, QUEUE_WORKER_IN_PROCESS: 'false' } });
    const startWorker = (): ChildProcess =>
      spawn(process.execPath, [WORKER], {
        env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    let worker = startWorker();
    try {
      stub.setDelay(4000);
      const payload = contactPayload();
      expect((await api.inject({ method: 'POST', url: '/api/contact', payload })).statusCode).toBe(
        201,
      );
      const asked = () => stub.requests.filter((r) => r.body.includes(String(payload.email)));
      expect(await eventually(async () => asked().length >= 1, true, 20_000)).toBe(true);
      worker.kill('SIGKILL');
      await new Promise((resolve) => worker.once('exit', resolve));
      stub.setDelay(0);
      worker = startWorker();

      const rows = () =>
        api
          .get(DataSource)
          .query(
            `SELECT count(*)::int AS n FROM sms_deliveries d JOIN contact_outbox o ON o.id = d.outbox_id
               JOIN home_contact_submissions s ON s.id = o.submission_id WHERE s.email = $1`,
            [String(payload.email).toLowerCase()],
          )
          .then((r: Array<{ n: number }>) => r[0]!.n);
      expect(await eventually(rows, 1, 30_000)).toBe(1);
      await sleep(1500);
      const delivered = stub.delivered().filter((r) => r.body.includes(String(payload.email)));
      expect(delivered).toHaveLength(1);
      // Asked again after the crash with the same key, which the provider honoured.
      expect(new Set(asked().map((r) => r.idempotencyKey)).size).toBe(1);
    } finally {
      stub.setDelay(0);
      worker.kill('SIGTERM');
      await api.close();
    }
  }, 90_000);
});
