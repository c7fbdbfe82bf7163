import type { AssessmentProgress, AssessmentResultDetail } from '@fabrion/shared';
import { dirname, join } from 'node:path';
import { PDFParse } from 'pdf-parse';
import { answersPayload } from '../../factories/assessment.factory';
import { type AuthTestApp, bearer, createAuthApp, login, seedUser } from '../../setup/auth-app';
import { FakeClock } from '../../setup/fake-clock';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A member reaches only their own results, reports and runs in progress; the PDF report. */
describe('Assessments access and report', () => {
  let ctx: AuthTestApp;
  let alice: { id: string; token: string };
  let bob: { id: string; token: string };
  let aliceResult: AssessmentResultDetail;

  beforeAll(async () => {
    ctx = await createAuthApp({ clock: new FakeClock(new Date('2026-03-04T10:00:00Z')) });
    const signIn = async (fullName: string) => {
      const user = await seedUser(ctx.app, { fullName });
      return { id: user.id, token: (await login(ctx.app, user.email, user.password)).accessToken };
    };
    alice = await signIn('Zoë Łukasiewicz-Müller');
    bob = await signIn('Bob Builder');
    const saved = await call(alice, 'POST', '/api/assessments/digital-transformation/results', {
      answers: answersPayload([2, 3, 4, 5, 5]),
    });
    aliceResult = saved.json<AssessmentResultDetail>();
  });

  afterAll(async () => {
    await ctx.app.close();
  });

  function call(who: { token: string }, method: Method, url: string, payload?: object) {
    return ctx.app.inject({
      method,
      url,
      headers: bearer(who.token),
      ...(payload ? { payload } : {}),
    });
  }

  it("should answer 404 for another member's result, report and progress", async () => {
    const base = `/api/assessments/digital-transformation/results/${aliceResult.id}`;
    expect((await call(alice, 'GET', base)).statusCode).toBe(200);
    expect((await call(bob, 'GET', base)).statusCode).toBe(404);
    expect((await call(bob, 'GET', `${base}/report`)).statusCode).toBe(404);
    // The same id under another type is not found either, nor a malformed id.
    expect(
      (await call(alice, 'GET', `/api/assessments/maas/results/${aliceResult.id}`)).statusCode,
    ).toBe(404);
    expect((await call(alice, 'GET', '/api/assessments/maas/results/not-a-uuid')).statusCode).toBe(
      404,
    );
    const bobHistory = await call(bob, 'GET', '/api/assessments/digital-transformation/results');
    expect(bobHistory.json()).toMatchObject({ items: [], total: 0 });
    const bobLatest = await call(bob, 'GET', '/api/assessments/latest');
    expect(bobLatest.json<Array<{ latest: unknown }>>().every((e) => e.latest === null)).toBe(true);

    const progress = { answers: [{ questionId: 1, score: 4 }], currentQuestion: 2 };
    expect((await call(alice, 'PUT', '/api/assessments/pbc/progress', progress)).statusCode).toBe(
      200,
    );
    expect((await call(bob, 'GET', '/api/assessments/pbc/progress')).statusCode).toBe(404);
    expect((await call(bob, 'DELETE', '/api/assessments/pbc/progress')).statusCode).toBe(204);
    expect((await call(alice, 'GET', '/api/assessments/pbc/progress')).json()).toMatchObject(
      progress,
    );
  });

  it('should keep a run in progress until the result is saved or the member starts again', async () => {
    const url = '/api/assessments/raas/progress';
    expect((await call(alice, 'GET', url)).json()).toEqual({
      statusCode: 404,
      message: 'No assessment in progress',
    });
    const answers = answersPayload([4]).slice(0, 7);
    const put = await call(alice, 'PUT', url, { answers, currentQuestion: 8 });
    expect(put.json<AssessmentProgress>()).toMatchObject({ type: 'raas', currentQuestion: 8 });
    expect((await call(alice, 'GET', url)).json<AssessmentProgress>().answers).toEqual(answers);
    const bad = await call(alice, 'PUT', url, {
      answers: [{ questionId: 1, score: 7 }],
      currentQuestion: 21,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errors: { 'answers.0.score': expect.any(String), currentQuestion: expect.any(String) },
    });
    expect((await call(alice, 'GET', url)).json<AssessmentProgress>().currentQuestion).toBe(8);

    expect((await call(alice, 'DELETE', url)).statusCode).toBe(204);
    expect((await call(alice, 'GET', url)).statusCode).toBe(404);

    await call(alice, 'PUT', url, { answers, currentQuestion: 20 });
    const saved = await call(alice, 'POST', '/api/assessments/raas/results', {
      answers: answersPayload([4]),
    });
    expect(saved.statusCode).toBe(201);
    expect((await call(alice, 'GET', url)).statusCode).toBe(404);
  });

  it('should send a PDF report naming the member and the date, in the chosen language', async () => {
    const url = `/api/assessments/digital-transformation/results/${aliceResult.id}/report`;
    const english = await call(alice, 'GET', url);
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    expect(english.headers['content-disposition']).toBe(
      'attachment; filename="Fabrion-digital-transformation-assessment-2026-03-04.pdf"',
    );
    expect(english.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(english.rawPayload);
    expect(text).toContain('Zoë Łukasiewicz-Müller');
    expect(text).toContain('4 March 2026');
    expect(text).toContain('Digital Transformation Assessment');
    expect(text).toContain('Industry Average');
    expect(text).toContain(String(aliceResult.totalScore));

    const german = await pdfText((await call(alice, 'GET', `${url}?lang=de`)).rawPayload);
    expect(german).toContain('4. März 2026');
    expect(german).toContain('Branchendurchschnitt');
    expect((await call(alice, 'GET', `${url}?lang=fr`)).statusCode).toBe(400);
  });
});

/**
 * Text of a PDF, read by pdf.js (through pdf-parse). pdf.js would import its worker module
 * dynamically, which Jest's CommonJS runtime cannot; given on `globalThis` it runs in-process.
 */
async function pdfText(data: Buffer): Promise<string> {
  const holder = globalThis as { pdfjsWorker?: unknown };
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded as Jest's CommonJS
  holder.pdfjsWorker ??= require(join(dirname(require.resolve('pdf-parse')), 'pdf.worker.mjs'));
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
