import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource, type QueryRunner } from 'typeorm';
import { contactPayload } from '../../factories/contact.factory';
import { createTestApp } from '../../setup/test-app';

/**
 * When the per-email limit cannot be checked (here: its PostgreSQL lock cannot be had in time,
 * as when another submission for the email is stuck), the visitor is told the security check
 * failed (503, the spec's text) and nothing is stored or owed.
 */
describe('POST /api/contact when the per-email limit check fails', () => {
  let sut: NestFastifyApplication;
  let db: DataSource;
  let holder: QueryRunner;

  const stored = async (email: string) => {
    const [row] = await db.query(
      `SELECT count(*)::int AS submissions,
              (SELECT count(*)::int FROM contact_outbox o JOIN home_contact_submissions s
                 ON s.id = o.submission_id WHERE s.email = $1) AS outbox
         FROM home_contact_submissions WHERE email = $1`,
      [email],
    );
    return row as { submissions: number; outbox: number };
  };

  beforeAll(async () => {
    sut = await createTestApp({
      env: {
        CONTACT_IP_LIMIT: '100000',
        CONTACT_LIMIT_LOCK_TIMEOUT_MS: '100',
        QUEUE_WORKER_IN_PROCESS: 'false',
      },
    });
    db = sut.get(DataSource);
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
    await holder.query(`SELECT pg_advisory_lock(hashtextextended($1, 42))`, [`contact:${email}`]);
    try {
      const response = await sut.inject({ method: 'POST', url: '/api/contact', payload });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        statusCode: 503,
        message: 'Security check failed. Please try again.',
      });
      expect(await stored(email)).toEqual({ submissions: 0, outbox: 0 });
    } finally {
      await holder.query(`SELECT pg_advisory_unlock(hashtextextended($1, 42))`, [
        `contact:${email}`,
      ]);
    }
    const retried = await sut.inject({ method: 'POST', url: '/api/contact', payload });
    expect(retried.statusCode).toBe(201);
    expect(await stored(email)).toEqual({ submissions: 1, outbox: 1 });
  });
});
