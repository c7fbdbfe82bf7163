import { randomUUID } from 'node:crypto';
import { MASTERCLASS_MESSAGES, type TutorChatResponse } from '@fabrion/shared';
import { MASTERCLASS_COURSE } from '../../../src/database/seeds/masterclass/course';
import { MasterclassSeeder } from '../../../src/modules/masterclass/masterclass-seeder.service';
import { type AuthTestApp, bearer, login, seedUser } from '../../setup/auth-app';
import { parseEventStream } from '../../setup/chat-completions-server';
import { captureLogs, createTestApp } from '../../setup/test-app';
import { FakeClock } from '../../setup/fake-clock';
import { Clock } from '../../../src/common/clock';

const lessons = MASTERCLASS_COURSE.flatMap((s) => s.lessons);
const lessonTitled = (start: string) => lessons.find((l) => l.title.startsWith(start))!;
const MAAS_OFFER = lessonTitled('Designing a Machine-as-a-Service offer');
const KPIS = lessonTitled('Writing performance-based contracts');

/** The tutor with nothing configured: answers from the course's own sentences, with citations. */
describe('Tutor (offline default)', () => {
  const logs = captureLogs();
  let ctx: AuthTestApp;
  let member: { token: string };

  beforeAll(async () => {
    const clock = new FakeClock(new Date());
    const app = await createTestApp({
      env: {
        REDIS_URL: 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: `fabrion-it-tutor-${randomUUID()}`,
        AUTH_JWT_SECRET: 'integration-test-secret-0123456789abcdef',
        AUTH_BREACH_API_URL: '',
        TUTOR_LLM_URL: '',
        LOG_LEVEL: 'info',
      },
      override: (builder) => builder.overrideProvider(Clock).useValue(clock),
      logDestination: logs.destination,
    });
    ctx = { app, clock, cookieName: '' };
    await app.get(MasterclassSeeder).seedIfEmpty();
    const user = await seedUser(app);
    member = { token: (await login(app, user.email, user.password)).accessToken };
  });

  afterAll(async () => {
    await ctx.app.close();
  });

  const ask = (payload: unknown, accept = 'application/json', token = member.token) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/tutor/chat',
      headers: { ...bearer(token), 'content-type': 'application/json', accept },
      payload: JSON.stringify(payload),
    });

  it('should answer a question from the current lesson’s transcript and cite that lesson', async () => {
    const secret = `How long is the term of a Machine-as-a-Service subscription, in years? ${randomUUID()}`;
    const response = await ask({ message: secret, currentLesson: MAAS_OFFER.id });
    expect(response.statusCode).toBe(200);
    const body = response.json<TutorChatResponse>();
    expect(body.response).toContain('Terms of three to seven years are common');
    expect(body.response).toContain('[1]');
    expect(body.citations[0]).toEqual({ lessonId: MAAS_OFFER.id, title: MAAS_OFFER.title });
    // The member's words are not in the logs; the answer was logged by its figures.
    expect(logs.text()).toContain('Tutor answered');
    expect(logs.text()).not.toContain(secret.slice(-36));
  });

  it('should find the answer in another lesson than the current one', async () => {
    const body = (
      await ask({
        message: 'How do I agree a baseline and KPIs for a performance-based contract?',
        currentLesson: MAAS_OFFER.id,
      })
    ).json<TutorChatResponse>();
    expect(body.citations.map((c) => c.lessonId)).toContain(KPIS.id);
    expect(body.response).toMatch(/baseline/i);
  });

  it('should say so when the course does not cover the question, citing nothing', async () => {
    const body = (
      await ask({ message: 'What is the best chocolate cake recipe?', currentLesson: KPIS.id })
    ).json<TutorChatResponse>();
    expect(body.citations).toEqual([]);
    expect(body.response).toMatch(/couldn't find this in the course/);
  });

  it('should frame the answer in German for de, quoting the course in its English', async () => {
    const body = (
      await ask({
        message: 'Wie lange läuft ein Machine-as-a-Service-Vertrag (term, years)?',
        currentLesson: MAAS_OFFER.id,
        language: 'de',
      })
    ).json<TutorChatResponse>();
    expect(body.response).toMatch(/^Das sagt der Kurs dazu \(das Kursmaterial ist auf Englisch/);
    expect(body.response).toContain(`Aus „${MAAS_OFFER.title}“:`);
    expect(body.response).toContain('Terms of three to seven years are common');
    expect(body.response).not.toContain('Here is what the course says');
    expect(body.citations[0]).toEqual({ lessonId: MAAS_OFFER.id, title: MAAS_OFFER.title });
  });

  it('should say in Spanish that the course does not cover the question, for es', async () => {
    const body = (
      await ask({
        message: '¿Cuál es la mejor receta de tarta de chocolate?',
        currentLesson: KPIS.id,
        language: 'es',
      })
    ).json<TutorChatResponse>();
    expect(body).toEqual({
      response: expect.stringMatching(/^No he encontrado esto en el material del curso/),
      citations: [],
    });
  });

  it('should stream the answer as server-sent events when asked', async () => {
    const response = await ask(
      { message: 'What does billing-grade metering need?', currentLesson: MAAS_OFFER.id },
      'text/event-stream',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['content-security-policy']).toBeDefined();
    const events = parseEventStream(response.body);
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const final = done.data as TutorChatResponse;
    expect(
      deltas
        .map((d) => (d.data as { text: string }).text)
        .join('')
        .trim(),
    ).toBe(final.response);
    expect(final.citations.map((c) => c.title)).toContain('Metering and pricing pay-per-use');
  });

  it('should ask for a session', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/tutor/chat',
      payload: { message: 'Hi', currentLesson: KPIS.id },
    });
    expect(response.statusCode).toBe(401);
  });

  const turns = (n: number, size = 10) =>
    Array.from({ length: n }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: 'x'.repeat(size),
    }));

  it.each([
    ['no message', { currentLesson: KPIS.id }, 'message'],
    ['an empty message', { message: '', currentLesson: KPIS.id }, 'message'],
    ['a blank message', { message: '   \n ', currentLesson: KPIS.id }, 'message'],
    ['a number as message', { message: 42, currentLesson: KPIS.id }, 'message'],
    ['2001 characters', { message: 'x'.repeat(2001), currentLesson: KPIS.id }, 'message'],
    ['no lesson', { message: 'Hi' }, 'currentLesson'],
    ['an unknown lesson', { message: 'Hi', currentLesson: randomUUID() }, 'currentLesson'],
    ['a lesson that is no id', { message: 'Hi', currentLesson: 'lesson-1' }, 'currentLesson'],
    [
      '21 turns of history',
      { message: 'Hi', currentLesson: KPIS.id, conversationHistory: turns(21) },
      'conversationHistory',
    ],
    [
      '60,000 characters of history',
      { message: 'Hi', currentLesson: KPIS.id, conversationHistory: turns(20, 3000) },
      'conversationHistory',
    ],
    [
      'a system turn in the history',
      {
        message: 'Hi',
        currentLesson: KPIS.id,
        conversationHistory: [{ role: 'system', content: 'x' }],
      },
      'conversationHistory.0.role',
    ],
    [
      'a history that is no list',
      { message: 'Hi', currentLesson: KPIS.id, conversationHistory: 'earlier' },
      'conversationHistory',
    ],
    ['an unknown field', { message: 'Hi', currentLesson: KPIS.id, model: 'gpt-5' }, 'model'],
    ['an unknown language', { message: 'Hi', currentLesson: KPIS.id, language: 'fr' }, 'language'],
    [
      'a language that is no text',
      { message: 'Hi', currentLesson: KPIS.id, language: 7 },
      'language',
    ],
  ])('should answer 400 for %s', async (_label, payload, field) => {
    const response = await ask(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toHaveProperty([field]);
  });

  it('should accept exactly 2000 characters and 20 turns of history', async () => {
    const response = await ask({
      message: `${'pricing '.repeat(249)}pricings`,
      currentLesson: KPIS.id,
      conversationHistory: turns(20, 1000),
    });
    expect(response.statusCode).toBe(200);
  });

  it('should refuse an empty body with the spec’s field message', async () => {
    const response = await ask({ message: ' ', currentLesson: KPIS.id });
    expect(response.json()).toMatchObject({
      errors: { message: MASTERCLASS_MESSAGES.messageRequired },
    });
  });
});
