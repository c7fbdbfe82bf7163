import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { DataSource, type QueryRunner } from 'typeorm';
import {
  ContactRepository,
  LimitCheckFailedError,
  type NewSubmission,
} from '../../../src/modules/contact/contact.repository';
import { contactPayload } from '../../factories/contact.factory';
import { createTestApp } from '../../setup/test-app';

/**
 * When the per-email limit cannot be checked (its PostgreSQL lock cannot be had in time, as when
 * another submission for the email is stuck), the visitor is told the security check failed (503,
 * the spec's text) and nothing is stored or owed. Genuine submissions that arrive together are
 * written by one statement (`contact_submit_batch`): one submission's trouble must stay its own,
 * a stuck email lock or a row the database rejects fails that submission only, and every other one
 * is stored with its outbox record.
 */
describe('contact submissions: a failed limit check, and submissions written together', () => {
  let sut: NestFastifyApplication;
  let db: DataSource;
  let repository: ContactRepository;
  let holder: QueryRunner;

  const submission = (overrides: Partial<NewSubmission> = {}): NewSubmission => ({
    name: 'Ana Popescu',
    email: `batch.${randomUUID().slice(0, 8)}@example.com`,
    phone: null,
    company: 'Rotor Works',
    interest: 'digital-twin',
    message: 'We would like to discuss a digital twin for our plant.',
    spam: false,
    spamReason: null,
    ipAddress: '203.0.113.7',
    userAgent: 'jest',
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    referrer: null,
    landingPage: null,
    createdAt: new Date(),
    ...overrides,
  });
  const stored = async (email: string) => {
    const [row] = await db.query(
      `SELECT count(DISTINCT s.id)::int AS submissions, count(o.id)::int AS outbox
         FROM home_contact_submissions s LEFT JOIN contact_outbox o ON o.submission_id = s.id
        WHERE s.email = $1`,
      [email],
    );
    return row as { submissions: number; outbox: number };
  };
  const lockKey = (email: string) => `contact:${email}`;
  /** One element of `contact_submit_batch`'s input, as the repository writes it. */
  const element = (email: string) => ({
    outbox_id: randomUUID(),
    name: 'Ana',
    email,
    interest: 'digital-twin',
    message: 'Hello there, a message.',
    created_at: new Date().toISOString(),
  });

  beforeAll(async () => {
    sut = await createTestApp({
      env: {
        CONTACT_IP_LIMIT: '100000',
        CONTACT_LIMIT_LOCK_TIMEOUT_MS: '100',
        QUEUE_WORKER_IN_PROCESS: 'false',
      },
    });
    db = sut.get(DataSource);
    repository = sut.get(ContactRepository);
    holder = db.createQueryRunner();
    await holder.connect();
  });

  afterAll(async () => {
    await holder.release();
    await sut.close();
  });

  it('should answer 503 "Security check failed" and store nothing, then accept once it works', async () => {
    const payload = contactPayload();
    const email = String(payload.email);
    // Another session holds the email's limit lock (the same key the check takes).
    await holder.query(`SELECT pg_advisory_lock(hashtextextended($1, 42))`, [lockKey(email)]);
    try {
      const response = await sut.inject({ method: 'POST', url: '/api/contact', payload });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        statusCode: 503,
        message: 'Security check failed. Please try again.',
      });
      expect(await stored(email)).toEqual({ submissions: 0, outbox: 0 });
    } finally {
      await holder.query(`SELECT pg_advisory_unlock(hashtextextended($1, 42))`, [lockKey(email)]);
    }
    const retried = await sut.inject({ method: 'POST', url: '/api/contact', payload });
    expect(retried.statusCode).toBe(201);
    expect(await stored(email)).toEqual({ submissions: 1, outbox: 1 });
  });

  it('should fail only the row whose email lock is held, in one statement, and store the rest', async () => {
    const [stuck, free, later] = ['stuck', 'free', 'later'].map(
      (name) => `${name}.${randomUUID().slice(0, 8)}@example.com`,
    );
    await holder.query(`SELECT pg_advisory_lock(hashtextextended($1, 42))`, [lockKey(stuck!)]);
    try {
      const rows: Array<{ ord: number; saved_id: string | null; lock_failed: boolean }> =
        await db.query(
          `SELECT ord, saved_id, lock_failed
             FROM contact_submit_batch($1, '100ms', interval '5 minutes', 3, interval '1 minute')
            ORDER BY ord`,
          [JSON.stringify([element(free!), element(stuck!), element(later!)])],
        );
      expect(rows.map((row) => [row.ord, row.saved_id !== null, row.lock_failed])).toEqual([
        [1, true, false],
        [2, false, true],
        [3, true, false],
      ]);
    } finally {
      await holder.query(`SELECT pg_advisory_unlock(hashtextextended($1, 42))`, [lockKey(stuck!)]);
    }
    expect(await stored(free!)).toEqual({ submissions: 1, outbox: 1 });
    expect(await stored(later!)).toEqual({ submissions: 1, outbox: 1 });
    expect(await stored(stuck!)).toEqual({ submissions: 0, outbox: 0 });
  });

  it('should apply the per-email limit between rows of the same statement', async () => {
    const email = `twice.${randomUUID().slice(0, 8)}@example.com`;
    const rows: Array<{ ord: number; saved_id: string | null; recent_at: Date[] }> = await db.query(
      `SELECT ord, saved_id, recent_at
           FROM contact_submit_batch($1, '100ms', interval '5 minutes', 3, interval '1 minute')
          ORDER BY ord`,
      [JSON.stringify([element(email), element(email)])],
    );
    expect(rows[0]!.saved_id).not.toBeNull();
    expect(rows[1]!.saved_id).toBeNull();
    expect(rows[1]!.recent_at).toHaveLength(1);
    expect(await stored(email)).toEqual({ submissions: 1, outbox: 1 });
  });

  it('should answer a stuck email with the limit-check failure while others sent with it are saved', async () => {
    const stuck = submission();
    await holder.query(`SELECT pg_advisory_lock(hashtextextended($1, 42))`, [lockKey(stuck.email)]);
    let outcomes: PromiseSettledResult<unknown>[];
    const others = [submission(), submission(), submission()];
    try {
      outcomes = await Promise.allSettled([stuck, ...others].map((s) => repository.save(s)));
    } finally {
      await holder.query(`SELECT pg_advisory_unlock(hashtextextended($1, 42))`, [
        lockKey(stuck.email),
      ]);
    }
    expect(outcomes[0]).toMatchObject({ status: 'rejected' });
    expect((outcomes[0] as PromiseRejectedResult).reason).toBeInstanceOf(LimitCheckFailedError);
    expect(outcomes.slice(1).map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    for (const other of others)
      expect(await stored(other.email)).toEqual({ submissions: 1, outbox: 1 });
    expect(await stored(stuck.email)).toEqual({ submissions: 0, outbox: 0 });
  });

  it('should retry each alone when the database rejects a batch, failing only the bad row', async () => {
    // The first two saves start at once, each alone (two batches may run together); the three
    // given meanwhile wait and go in one statement, which the over-long user agent fails.
    const first = [submission(), submission()];
    const bad = submission({ userAgent: 'x'.repeat(600) });
    const withBad = [submission(), submission()];
    const outcomes = await Promise.allSettled(
      [...first, bad, ...withBad].map((s) => repository.save(s)),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(String((outcomes[2] as PromiseRejectedResult).reason)).toMatch(/too long/);
    for (const good of [...first, ...withBad])
      expect(await stored(good.email)).toEqual({ submissions: 1, outbox: 1 });
    expect(await stored(bad.email)).toEqual({ submissions: 0, outbox: 0 });
  });
});
