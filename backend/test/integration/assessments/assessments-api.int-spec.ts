import {
  ASSESSMENT_MESSAGES,
  ASSESSMENT_TYPES,
  ASSESSMENTS,
  type AssessmentHistoryPage,
  type AssessmentLatestEntry,
  type AssessmentResultDetail,
} from '@fabrion/shared';
import { DataSource } from 'typeorm';
import { answersPayload } from '../../factories/assessment.factory';
import { type AuthTestApp, bearer, createAuthApp, login, seedUser } from '../../setup/auth-app';

/** Save and read back, the validation of every bad payload, and the one-statement save. */
describe('Assessments API', () => {
  let ctx: AuthTestApp;
  let db: DataSource;
  let member: { id: string; token: string };

  beforeAll(async () => {
    ctx = await createAuthApp();
    db = ctx.app.get(DataSource);
    const user = await seedUser(ctx.app, { fullName: 'Ada Lovelace' });
    member = { id: user.id, token: (await login(ctx.app, user.email, user.password)).accessToken };
  });

  afterAll(async () => {
    await ctx.app.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: bearer(member.token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const rowCounts = async (userId: string) => {
    const [row] = (await db.query(
      `SELECT (SELECT count(*) FROM assessment_results WHERE user_id = $1)::int AS results,
              (SELECT count(*) FROM assessment_responses WHERE user_id = $1)::int AS responses`,
      [userId],
    )) as [{ results: number; responses: number }];
    return row;
  };

  it('should save each assessment, scored by the server, and read it back', async () => {
    for (const type of ASSESSMENT_TYPES) {
      const saved = await call('POST', `/api/assessments/${type}/results`, {
        answers: answersPayload([5, 4, 3, 2, 1]),
      });
      expect(saved.statusCode).toBe(201);
      const body = saved.json<AssessmentResultDetail>();
      const domains = ASSESSMENTS[type].domains.map((d) => d.name);
      expect(body.domainScores).toEqual(Object.fromEntries(domains.map((d) => [d, 15])));
      expect(body.totalScore).toBe(60);

      const read = await call('GET', `/api/assessments/${type}/results/${body.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(body);
      const [row] = (await db.query(
        `SELECT assessment_type, total_score, domain_scores FROM assessment_results WHERE id = $1`,
        [body.id],
      )) as [{ assessment_type: string; total_score: number; domain_scores: object }];
      expect(row).toEqual({
        assessment_type: type,
        total_score: 60,
        domain_scores: body.domainScores,
      });
      const responses = (await db.query(
        `SELECT question_id, score, domain, user_id FROM assessment_responses
          WHERE assessment_result_id = $1 ORDER BY question_id`,
        [body.id],
      )) as Array<{ question_id: number; score: number; domain: string; user_id: string }>;
      expect(responses).toHaveLength(20);
      expect(responses[0]).toEqual({
        question_id: 1,
        score: 5,
        domain: domains[0],
        user_id: member.id,
      });
      expect(responses[19]).toMatchObject({ question_id: 20, score: 1, domain: domains[3] });
    }
    const latest = (await call('GET', '/api/assessments/latest')).json<AssessmentLatestEntry[]>();
    expect(latest.map((e) => [e.type, e.latest?.totalScore, e.completed])).toEqual(
      ASSESSMENT_TYPES.map((type) => [type, 60, 1]),
    );
  });

  it('should list the history newest first, paged', async () => {
    for (const score of [1, 2, 4]) {
      ctx.clock.advance(60_000);
      expect(
        (await call('POST', '/api/assessments/pbc/results', { answers: answersPayload([score]) }))
          .statusCode,
      ).toBe(201);
    }
    const all = (await call('GET', '/api/assessments/pbc/results')).json<AssessmentHistoryPage>();
    expect(all.items.map((r) => r.totalScore)).toEqual([80, 40, 20, 60]);
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    const second = (
      await call('GET', '/api/assessments/pbc/results?page=2&pageSize=3')
    ).json<AssessmentHistoryPage>();
    expect(second.items.map((r) => r.totalScore)).toEqual([60]);
    const latest = (await call('GET', '/api/assessments/latest')).json<AssessmentLatestEntry[]>();
    expect(latest.find((e) => e.type === 'pbc')).toMatchObject({
      latest: { totalScore: 80 },
      completed: 4,
    });
    expect((await call('GET', '/api/assessments/pbc/results?pageSize=51')).statusCode).toBe(400);
  });

  it('should refuse every bad payload with field messages and write nothing', async () => {
    const twice = answersPayload();
    twice[5] = { questionId: 2, score: 3 };
    const withScore = (index: number, score: unknown) =>
      answersPayload().map((a, i) => (i === index ? { ...a, score } : a));
    const cases: Array<[string, unknown, Record<string, string>]> = [
      [
        '19 answers',
        { answers: answersPayload().slice(1) },
        { answers: ASSESSMENT_MESSAGES.answersCount },
      ],
      [
        '21 answers',
        { answers: [...answersPayload(), { questionId: 20, score: 3 }] },
        { answers: ASSESSMENT_MESSAGES.answersCount },
      ],
      [
        'a question twice',
        { answers: twice },
        { 'answers.5.questionId': ASSESSMENT_MESSAGES.answersDistinct },
      ],
      ['score 0', { answers: withScore(3, 0) }, { 'answers.3.score': ASSESSMENT_MESSAGES.score }],
      ['score 6', { answers: withScore(3, 6) }, { 'answers.3.score': ASSESSMENT_MESSAGES.score }],
      [
        'a string score',
        { answers: withScore(7, '4') },
        { 'answers.7.score': ASSESSMENT_MESSAGES.score },
      ],
      [
        'ids of another range',
        { answers: answersPayload().map((a) => ({ ...a, questionId: a.questionId + 20 })) },
        { 'answers.0.questionId': ASSESSMENT_MESSAGES.questionId },
      ],
      ['no answers', {}, { answers: ASSESSMENT_MESSAGES.answersCount }],
      [
        "the client's total",
        { answers: answersPayload(), totalScore: 100 },
        { totalScore: 'property totalScore should not exist' },
      ],
    ];
    const before = await rowCounts(member.id);
    for (const [label, payload, errors] of cases) {
      const response = await call('POST', '/api/assessments/maas/results', payload);
      expect([label, response.statusCode]).toEqual([label, 400]);
      expect([label, response.json()]).toEqual([
        label,
        expect.objectContaining({ statusCode: 400, errors: expect.objectContaining(errors) }),
      ]);
    }
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/assessments/maas/results',
      headers: { ...bearer(member.token), 'content-type': 'application/json' },
      payload: '{"answers": [',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await rowCounts(member.id)).toEqual(before);
  });

  it('should answer 404 for an unknown assessment and 401 without a session', async () => {
    const unknown = await call('POST', '/api/assessments/saas/results', {
      answers: answersPayload(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ statusCode: 404, message: ASSESSMENT_MESSAGES.notFound });
    expect((await call('GET', '/api/assessments/saas/results')).statusCode).toBe(404);
    const urls: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string]> = [
      ['GET', '/api/assessments/latest'],
      ['POST', '/api/assessments/maas/results'],
      ['GET', '/api/assessments/maas/results'],
      ['GET', '/api/assessments/maas/results/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/assessments/maas/results/00000000-0000-4000-8000-000000000000/report'],
      ['GET', '/api/assessments/maas/progress'],
      ['PUT', '/api/assessments/maas/progress'],
      ['DELETE', '/api/assessments/maas/progress'],
    ];
    for (const [method, url] of urls) {
      const response = await ctx.app.inject({
        method,
        url,
        payload: { answers: answersPayload() },
      });
      expect([method, url, response.statusCode]).toEqual([method, url, 401]);
    }
  });

  it('should leave no result when writing its responses fails (one transaction)', async () => {
    const user = await seedUser(ctx.app);
    const token = (await login(ctx.app, user.email, user.password)).accessToken;
    // A trigger that fails the 20th response of this member only (other tests share the table).
    await db.query(`
      CREATE FUNCTION assessment_test_fail_response() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.user_id = '${user.id}' AND NEW.question_id = 20 THEN
          RAISE EXCEPTION 'forced failure of the responses insert';
        END IF;
        RETURN NEW;
      END $$`);
    await db.query(`CREATE TRIGGER assessment_test_fail_response BEFORE INSERT ON assessment_responses
      FOR EACH ROW EXECUTE FUNCTION assessment_test_fail_response()`);
    try {
      await db.query(
        `INSERT INTO assessment_progress (user_id, assessment_type, answers, current_question, updated_at)
         VALUES ($1, 'raas', '[]', 20, now())`,
        [user.id],
      );
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/assessments/raas/results',
        headers: bearer(token),
        payload: { answers: answersPayload() },
      });
      expect(response.statusCode).toBe(500);
      expect(await rowCounts(user.id)).toEqual({ results: 0, responses: 0 });
      const progress = await ctx.app.inject({
        method: 'GET',
        url: '/api/assessments/raas/progress',
        headers: bearer(token),
      });
      expect(progress.statusCode).toBe(200);
    } finally {
      await db.query('DROP TRIGGER assessment_test_fail_response ON assessment_responses');
      await db.query('DROP FUNCTION assessment_test_fail_response()');
    }
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/assessments/raas/results',
      headers: bearer(token),
      payload: { answers: answersPayload() },
    });
    expect(again.statusCode).toBe(201);
    expect(await rowCounts(user.id)).toEqual({ results: 1, responses: 20 });
  });
});
