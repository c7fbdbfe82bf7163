import { randomUUID } from 'node:crypto';
import { MASTERCLASS_MESSAGES } from '@fabrion/shared';
import { MASTERCLASS_COURSE } from '../../../src/database/seeds/masterclass/course';
import { MasterclassSeeder } from '../../../src/modules/masterclass/masterclass-seeder.service';
import { type AuthTestApp, bearer, createAuthApp, login, seedUser } from '../../setup/auth-app';

const LESSON = MASTERCLASS_COURSE[0]!.lessons[0]!.id;

/** The per-member budgets hold across two instances sharing Redis, and per member. */
describe('Tutor limits', () => {
  const keyPrefix = `fabrion-it-tutor-limits-${randomUUID()}`;
  const env = { TUTOR_RATE_LIMIT: '3', TUTOR_DAILY_LIMIT: '5', TUTOR_LLM_URL: '' };
  let one: AuthTestApp;
  let two: AuthTestApp;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    one = await createAuthApp({ keyPrefix, env });
    two = await createAuthApp({ keyPrefix, env, clock: one.clock });
    await one.app.get(MasterclassSeeder).seedIfEmpty();
    const token = async () => {
      const user = await seedUser(one.app);
      return (await login(one.app, user.email, user.password)).accessToken;
    };
    alice = await token();
    bob = await token();
  });

  afterAll(async () => {
    await two.app.close();
    await one.app.close();
  });

  const ask = (ctx: AuthTestApp, token: string, payload: object = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/tutor/chat',
      headers: bearer(token),
      payload: { message: 'What is pay-per-use?', currentLesson: LESSON, ...payload },
    });

  it('should allow 3 messages per window in all, then 429 on either instance', async () => {
    expect((await ask(one, alice)).statusCode).toBe(200);
    expect((await ask(two, alice)).statusCode).toBe(200);
    // A refused payload costs nothing.
    expect((await ask(one, alice, { message: '' })).statusCode).toBe(400);
    expect((await ask(one, alice)).statusCode).toBe(200);
    const refused = await ask(two, alice);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: MASTERCLASS_MESSAGES.tutorFailure });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask(one, alice)).statusCode).toBe(429);
    // Another member has a budget of their own.
    expect((await ask(one, bob)).statusCode).toBe(200);
  });
});
