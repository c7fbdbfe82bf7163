import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ContactQueue } from '../../../src/modules/contact/notifications/contact-queue';
import { contactPayload } from '../../factories/contact.factory';
import { eventually } from '../../setup/eventually';
import { type SmsStub, smsStubEnv, startSmsStub } from '../../setup/sms-stub';
import { createTestApp } from '../../setup/test-app';

const STAFF = '+40700000001,+40700000002';

/** Outbox → BullMQ → worker → Twilio-compatible stub, on Redis and on BullMQ's PostgreSQL backend. */
describe.each([
  ['Redis', { REDIS_URL: 'redis://127.0.0.1:6379' }],
  ['PostgreSQL (no Redis)', { REDIS_URL: undefined }],
])('Contact notifications on %s', (_, backendEnv) => {
  let sut: NestFastifyApplication;
  let stub: SmsStub;

  const post = (payload: unknown) =>
    sut.inject({ method: 'POST', url: '/api/contact', payload: payload as object });

  beforeAll(async () => {
    stub = await startSmsStub();
    sut = await createTestApp({
      env: {
        ...backendEnv,
        ...smsStubEnv(stub, STAFF),
        REDIS_KEY_PREFIX: `fabrion-it-${randomUUID()}`,
        QUEUE_PG_SCHEMA: `bullmq_${randomUUID().slice(0, 8)}`,
        CONTACT_IP_LIMIT: '100000',
        QUEUE_BACKOFF_MS: '50',
        QUEUE_ATTEMPTS: '5',
        QUEUE_RELAY_INTERVAL_MS: '200',
      },
    });
  });

  afterAll(async () => {
    await sut.close();
    await stub.close();
  });

  it('should text every staff number once per submission, with the Twilio request', async () => {
    const payload = contactPayload({ name: 'Ana & Co', message: 'Please call <us> about twins' });
    const { id } = (await post(payload)).json<{ id: string }>();
    const mine = () => stub.delivered().filter((r) => r.body.includes(payload.email as string));
    expect(await eventually(async () => mine().length, 2, 10_000)).toBe(2);
    const [first] = mine();
    expect(first).toMatchObject({ from: '+15005550006' });
    expect(first!.body).toContain('Ana & Co');
    expect(first!.body).toContain('Please call <us> about twins');
    expect(first!.body).toContain('digital-twin');
    expect(first!.idempotencyKey).toMatch(/^contact:[0-9a-f-]{36}:\+4070000000[12]$/);
    expect(
      mine()
        .map((r) => r.to)
        .sort(),
    ).toEqual(['+40700000001', '+40700000002']);
    const deliveries = await sut
      .get(DataSource)
      .query(
        `SELECT d.recipient FROM sms_deliveries d JOIN contact_outbox o ON o.id = d.outbox_id WHERE o.submission_id = $1`,
        [id],
      );
    expect(deliveries).toHaveLength(2);
  });

  it('should retry a failing provider with backoff and still deliver once', async () => {
    stub.failNext(3, 503);
    const payload = contactPayload();
    const before = stub.requests.length;
    await post(payload);
    const mine = () => stub.delivered().filter((r) => r.body.includes(payload.email as string));
    expect(await eventually(async () => mine().length, 2, 15_000)).toBe(2);
    expect(stub.requests.length - before).toBeGreaterThanOrEqual(5);
  }, 20_000);

  it('should keep an exhausted job visible as failed, and the visitor still got 201', async () => {
    stub.failNext(1000, 503);
    try {
      const response = await post(contactPayload());
      expect(response.statusCode).toBe(201);
      const queue = sut.get(ContactQueue).queue;
      const failed = await eventually(
        async () => (await queue.getFailedCount()) >= 1,
        true,
        20_000,
      );
      expect(failed).toBe(true);
      const [job] = await queue.getFailed();
      expect(job!.attemptsMade).toBe(5);
    } finally {
      stub.failNext(0);
    }
  }, 30_000);

  it('should deliver 200 concurrent submissions: 200 rows, each SMS exactly once', async () => {
    const marker = randomUUID().slice(0, 8);
    const payloads = Array.from({ length: 200 }, (_, i) =>
      contactPayload({ email: `c${i}.${marker}@example.com` }),
    );
    const responses = await Promise.all(payloads.map(post));
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    const rows = await sut
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM home_contact_submissions WHERE email LIKE $1`, [
        `%.${marker}@example.com`,
      ]);
    expect(rows[0].n).toBe(200);
    const mine = () => stub.requests.filter((r) => r.body.includes(`.${marker}@example.com`));
    expect(await eventually(async () => mine().length, 400, 60_000)).toBe(400);
    expect(new Set(mine().map((r) => r.idempotencyKey)).size).toBe(400);
  }, 90_000);
});
