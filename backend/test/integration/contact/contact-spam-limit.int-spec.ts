import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { contactPayload } from '../../factories/contact.factory';
import { createTestApp } from '../../setup/test-app';

/** A spam-flagged post is not notified but still counts toward its e-mail's limit. */
describe('Contact: spam and the per-email limit', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp({
      env: {
        REDIS_URL: 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: `fabrion-it-${randomUUID()}`,
        CONTACT_IP_LIMIT: '1000',
        QUEUE_WORKER_IN_PROCESS: 'false',
      },
    });
  });

  afterAll(async () => {
    await app.close();
  });

  const post = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/contact', payload });

  it('should count honeypot posts toward the e-mail limit and notify none of them', async () => {
    const email = `spam.${randomUUID().slice(0, 8)}@example.com`;
    const spam = await post(contactPayload({ email, website: 'https://spam.example' }));
    expect(spam.statusCode).toBe(201);
    // The next post for the address within a minute is refused, spam or not.
    const again = await post(contactPayload({ email, website: 'https://spam.example' }));
    expect(again.statusCode).toBe(429);
    const genuine = await post(contactPayload({ email }));
    expect(genuine.statusCode).toBe(429);

    const rows = (await app.get(DataSource).query(
      `SELECT s.spam, o.id AS outbox FROM home_contact_submissions s
           LEFT JOIN contact_outbox o ON o.submission_id = s.id WHERE s.email = $1`,
      [email],
    )) as Array<{ spam: boolean; outbox: string | null }>;
    expect(rows).toEqual([{ spam: true, outbox: null }]);
  });

  it('should count fast (bot-timed) posts too', async () => {
    const email = `fast.${randomUUID().slice(0, 8)}@example.com`;
    expect((await post(contactPayload({ email, fillTimeMs: 10 }))).statusCode).toBe(201);
    expect((await post(contactPayload({ email }))).statusCode).toBe(429);
  });
});
