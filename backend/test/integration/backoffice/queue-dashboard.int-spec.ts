import type { UserRole } from '@fabrion/shared';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { contactPayload } from '../../factories/contact.factory';
import { type AuthTestApp, bearer, createAuthApp, login, seedUser } from '../../setup/auth-app';
import { eventually } from '../../setup/eventually';
import { type SmsStub, smsStubEnv, startSmsStub } from '../../setup/sms-stub';

const ROLES: UserRole[] = ['member', 'editor', 'ops', 'account_manager', 'admin'];
const STAFF = '+40700000001';
const PROVIDER_ERROR = "The 'To' number +40700000001 is unreachable";
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

interface JobView {
  id: string;
  state: string;
  attemptsMade: number;
  failedReason: string | null;
  data: { submissionId: string; outboxId: string };
}

/** Ops monitor the notification queue (both backends) and every role gets its dashboard. */
describe.each([
  ['Redis', 'redis', { REDIS_URL: 'redis://127.0.0.1:6379' }],
  ['PostgreSQL (no Redis)', 'postgres', { REDIS_URL: undefined }],
])('Back office: notification queue on %s', (_, backend, backendEnv) => {
  let ctx: AuthTestApp;
  let stub: SmsStub;
  const tokens = {} as Record<UserRole, string>;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string) =>
    ctx.app.inject({ method, url, headers: token ? bearer(token) : {} });
  const submit = async () => {
    const payload = contactPayload();
    const response = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload });
    expect(response.statusCode).toBe(201);
    return { id: response.json<{ id: string }>().id, email: payload.email as string };
  };
  /** The failed job of a submission, once the worker has failed it (polled through the API). */
  const failedJobOf = async (submissionId: string): Promise<JobView> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const list = await call(
        'GET',
        `/api/admin/queue-jobs?filter=${q({ state: 'failed' })}&range=${q([0, 99])}`,
        tokens.ops,
      );
      const job = list.json<JobView[]>().find((j) => j.data.submissionId === submissionId);
      if (job) return job;
      if (Date.now() > deadline) throw new Error(`no failed job for ${submissionId}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    stub = await startSmsStub();
    ctx = await createAuthApp({
      env: {
        ...backendEnv,
        ...smsStubEnv(stub, STAFF),
        QUEUE_PG_SCHEMA: `bullmq_${randomUUID().slice(0, 8)}`,
        CONTACT_IP_LIMIT: '100000',
        QUEUE_ATTEMPTS: '1',
        QUEUE_BACKOFF_MS: '50',
        QUEUE_RELAY_INTERVAL_MS: '200',
      },
    });
    for (const role of ROLES) {
      const user = await seedUser(ctx.app, { role });
      tokens[role] = (await login(ctx.app, user.email, user.password)).accessToken;
    }
  });

  afterAll(async () => {
    await ctx.app.close();
    await stub.close();
  });

  it('should let only ops and admins near the queue', async () => {
    const id = randomUUID();
    const endpoints: Array<['GET' | 'POST' | 'DELETE', string]> = [
      ['GET', '/api/admin/queue/counts'],
      ['GET', '/api/admin/queue-jobs'],
      ['GET', `/api/admin/queue-jobs/${id}`],
      ['POST', `/api/admin/queue-jobs/${id}/retry`],
      ['POST', '/api/admin/queue-jobs/retry-failed'],
      ['DELETE', `/api/admin/queue-jobs/${id}`],
    ];
    for (const [method, url] of endpoints) {
      expect([url, (await call(method, url)).statusCode]).toEqual([url, 401]);
      for (const role of ['member', 'editor', 'account_manager'] as const)
        expect([role, url, (await call(method, url, tokens[role])).statusCode]).toEqual([
          role,
          url,
          403,
        ]);
    }
    const counts = await call('GET', '/api/admin/queue/counts', tokens.ops);
    expect(counts.json()).toMatchObject({ backend, failed: expect.any(Number) });
    expect((await call('GET', `/api/admin/queue-jobs/${id}`, tokens.admin)).statusCode).toBe(404);
  });

  it('should show a failed SMS job masked, and deliver it once ops retry it', async () => {
    stub.failNext(1000, 503, PROVIDER_ERROR);
    const lead = await submit();
    const job = await failedJobOf(lead.id);
    stub.failNext(0);
    const detail = await call('GET', `/api/admin/queue-jobs/${job.id}`, tokens.ops);
    const body = detail.json<JobView & { createdAt: string; finishedAt: string }>();
    expect(body).toMatchObject({
      state: 'failed',
      attemptsMade: 1,
      createdAt: expect.any(String),
      finishedAt: expect.any(String),
    });
    expect(body.failedReason).toContain('SMS provider answered 503');
    expect(body.failedReason).toContain('+•••••••••01');
    expect(detail.body).not.toContain('40700000001');
    const counts = await call('GET', '/api/admin/queue/counts', tokens.ops);
    expect(counts.json<{ failed: number }>().failed).toBeGreaterThanOrEqual(1);

    const retried = await call('POST', `/api/admin/queue-jobs/${job.id}/retry`, tokens.ops);
    expect(retried.statusCode).toBe(200);
    const delivered = () => stub.delivered().filter((r) => r.body.includes(lead.email));
    expect(await eventually(async () => delivered().length, 1, 15_000)).toBe(1);
    const state = await eventually(
      async () =>
        (await call('GET', `/api/admin/queue-jobs/${job.id}`, tokens.ops)).json<JobView>().state,
      'completed',
      10_000,
    );
    expect(state).toBe('completed');
    expect(
      (await call('POST', `/api/admin/queue-jobs/${job.id}/retry`, tokens.ops)).statusCode,
    ).toBe(409);
    const audit = await ctx.app
      .get(DataSource)
      .query(`SELECT actor_role FROM audit_log WHERE route = $1 AND target_id = $2`, [
        '/api/admin/queue-jobs/:id/retry',
        job.id,
      ]);
    expect(audit).toEqual([{ actor_role: 'ops' }]);
  }, 60_000);

  it('should remove a failed job and retry all the others', async () => {
    stub.failNext(1000, 503);
    const removed = await submit();
    const kept = await submit();
    const [gone, other] = [await failedJobOf(removed.id), await failedJobOf(kept.id)];
    stub.failNext(0);
    const deleted = await call('DELETE', `/api/admin/queue-jobs/${gone.id}`, tokens.admin);
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', `/api/admin/queue-jobs/${gone.id}`, tokens.admin)).statusCode).toBe(
      404,
    );
    const all = await call('POST', '/api/admin/queue-jobs/retry-failed', tokens.ops);
    expect(all.statusCode).toBe(200);
    expect(all.json<{ retried: number }>().retried).toBeGreaterThanOrEqual(1);
    const delivered = (email: string) => stub.delivered().filter((r) => r.body.includes(email));
    expect(await eventually(async () => delivered(kept.email).length, 1, 15_000)).toBe(1);
    expect(delivered(removed.email)).toHaveLength(0);
    const stateOf = async (id: string) =>
      (await call('GET', `/api/admin/queue-jobs/${id}`, tokens.ops)).json<JobView>().state;
    expect(await eventually(() => stateOf(other.id), 'completed', 10_000)).toBe('completed');
  }, 60_000);

  it('should give each role its dashboard', async () => {
    const ops = await call('GET', '/api/admin/dashboard', tokens.ops);
    expect(ops.json()).toEqual({ role: 'ops', queue: expect.objectContaining({ backend }) });
    const manager = await call('GET', '/api/admin/dashboard', tokens.account_manager);
    const view = manager.json<{
      leadsPerWeek: Array<{ count: number }>;
      activeMembers30d: number;
      assessmentsCompleted: { allTime: { total: number } };
      queue?: unknown;
    }>();
    expect(view.leadsPerWeek).toHaveLength(8);
    expect(view.leadsPerWeek.at(-1)!.count).toBeGreaterThanOrEqual(3);
    expect(view.activeMembers30d).toBeGreaterThanOrEqual(1);
    expect(view.assessmentsCompleted.allTime.total).toEqual(expect.any(Number));
    expect(view.queue).toBeUndefined();
    expect((await call('GET', '/api/admin/dashboard', tokens.editor)).json()).toEqual({
      role: 'editor',
    });
    expect((await call('GET', '/api/admin/dashboard', tokens.member)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/dashboard')).statusCode).toBe(401);
  });
});
