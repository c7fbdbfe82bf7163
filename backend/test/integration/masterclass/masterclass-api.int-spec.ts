import { randomUUID } from 'node:crypto';
import type { MasterclassCourse, MasterclassProgress } from '@fabrion/shared';
import { DataSource } from 'typeorm';
import { MASTERCLASS_COURSE } from '../../../src/database/seeds/masterclass/course';
import { MasterclassSeeder } from '../../../src/modules/masterclass/masterclass-seeder.service';
import { MasterclassService } from '../../../src/modules/masterclass/masterclass.service';
import { type AuthTestApp, bearer, createAuthApp, login, seedUser } from '../../setup/auth-app';
import { FakeClock } from '../../setup/fake-clock';

const FIRST_SECTION = MASTERCLASS_COURSE[0]!;
const L1 = FIRST_SECTION.lessons[0]!.id;
const L2 = FIRST_SECTION.lessons[1]!.id;
const TOTAL = MASTERCLASS_COURSE.reduce((sum, s) => sum + s.lessons.length, 0);

/** The course list (ordering, grouping, caching) and each member's own progress. */
describe('Masterclass API', () => {
  const keyPrefix = `fabrion-it-masterclass-${randomUUID()}`;
  let ctx: AuthTestApp;
  let other: AuthTestApp;
  let alice: { token: string };
  let bob: { token: string };

  beforeAll(async () => {
    ctx = await createAuthApp({ keyPrefix, clock: new FakeClock(new Date()) });
    // A second instance on the same Redis: invalidation reaches it too.
    other = await createAuthApp({ keyPrefix, clock: ctx.clock });
    await ctx.app.get(MasterclassSeeder).seedIfEmpty();
    const signIn = async () => {
      const user = await seedUser(ctx.app);
      return { token: (await login(ctx.app, user.email, user.password)).accessToken };
    };
    alice = await signIn();
    bob = await signIn();
  });

  afterAll(async () => {
    await other.app.close();
    await ctx.app.close();
  });

  const get = (app: AuthTestApp, who: { token: string }, url: string) =>
    app.app.inject({ method: 'GET', url, headers: bearer(who.token) });
  const put = (who: { token: string }, lessonId: string, payload: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/masterclass/progress/lessons/${lessonId}`,
      headers: { ...bearer(who.token), 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const setTitle = (title: string) =>
    ctx.app
      .get(DataSource)
      .query('UPDATE masterclass_modules SET title = $1 WHERE id = $2', [title, FIRST_SECTION.id]);

  it('should ask for a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/masterclass' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/masterclass/progress' })).statusCode,
    ).toBe(401);
  });

  it('should list sections with their lessons, both by order_index, without transcripts', async () => {
    const response = await get(ctx, alice, '/api/masterclass');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const course = response.json<MasterclassCourse>();
    expect(course.sections.map((s) => s.title)).toEqual(MASTERCLASS_COURSE.map((s) => s.title));
    expect(course.sections.map((s) => s.lessons.map((l) => l.id))).toEqual(
      MASTERCLASS_COURSE.map((s) => s.lessons.map((l) => l.id)),
    );
    for (const section of course.sections) {
      expect(section.lessons.map((l) => l.orderIndex)).toEqual(section.lessons.map((_, i) => i));
      for (const lesson of section.lessons) {
        expect(lesson.sectionId).toBe(section.id);
        expect(lesson).not.toHaveProperty('transcript');
      }
    }
    const lessons = course.sections.flatMap((s) => s.lessons);
    expect(lessons.length).toBeGreaterThanOrEqual(12);
    expect(lessons.filter((l) => l.videoUrl === null)).toHaveLength(1);
  });

  it('should order by order_index, not by insertion', async () => {
    const db = ctx.app.get(DataSource);
    const [a, b] = MASTERCLASS_COURSE.slice(0, 2).map((s) => s.id);
    await db.query(
      'UPDATE masterclass_modules SET order_index = CASE id WHEN $1::uuid THEN 1 ELSE 0 END WHERE id IN ($1, $2)',
      [a, b],
    );
    await ctx.app.get(MasterclassService).invalidate();
    try {
      const course = (await get(ctx, alice, '/api/masterclass')).json<MasterclassCourse>();
      expect(course.sections.slice(0, 2).map((s) => s.id)).toEqual([b, a]);
    } finally {
      await db.query(
        'UPDATE masterclass_modules SET order_index = CASE id WHEN $1::uuid THEN 0 ELSE 1 END WHERE id IN ($1, $2)',
        [a, b],
      );
      await ctx.app.get(MasterclassService).invalidate();
    }
  });

  it('should serve the cached list for 5 minutes, and re-read it at once after invalidation on every instance', async () => {
    const title = () =>
      get(ctx, alice, '/api/masterclass').then(
        (r) => r.json<MasterclassCourse>().sections[0]!.title,
      );
    const titleOnOther = () =>
      get(other, alice, '/api/masterclass').then(
        (r) => r.json<MasterclassCourse>().sections[0]!.title,
      );
    try {
      expect(await title()).toBe(FIRST_SECTION.title);
      expect(await titleOnOther()).toBe(FIRST_SECTION.title);
      await setTitle('Changed behind the cache');
      expect(await title()).toBe(FIRST_SECTION.title);
      ctx.clock.advance(299_000);
      expect(await title()).toBe(FIRST_SECTION.title);
      ctx.clock.advance(1_000);
      expect(await title()).toBe('Changed behind the cache');

      await setTitle('Changed by an editor');
      expect(await title()).toBe('Changed behind the cache');
      await ctx.app.get(MasterclassService).invalidate();
      expect(await title()).toBe('Changed by an editor');
      // The other instance heard of it over Redis.
      let seen = '';
      for (let i = 0; i < 50 && seen !== 'Changed by an editor'; i += 1) {
        seen = await titleOnOther();
        if (seen !== 'Changed by an editor') await new Promise((r) => setTimeout(r, 20));
      }
      expect(seen).toBe('Changed by an editor');
    } finally {
      await setTitle(FIRST_SECTION.title);
      await ctx.app.get(MasterclassService).invalidate();
    }
  });

  it('should answer 304 to the current ETag, and refuse a signed-out session even when cached', async () => {
    const first = await get(ctx, alice, '/api/masterclass');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect((await get(other, alice, '/api/masterclass')).headers.etag).toBe(etag);

    const revalidate = (who: { token: string }, ifNoneMatch: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/masterclass',
        headers: { ...bearer(who.token), 'if-none-match': ifNoneMatch },
      });
    const notModified = await revalidate(alice, `W/${etag}, "other"`);
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['cache-control']).toBe('private, max-age=300');
    expect((await revalidate(alice, '"stale"')).statusCode).toBe(200);

    const user = await seedUser(ctx.app);
    const signedIn = await login(ctx.app, user.email, user.password);
    const carol = { token: signedIn.accessToken };
    expect((await revalidate(carol, etag)).statusCode).toBe(304);
    const logout = await other.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [ctx.cookieName]: signedIn.refresh! },
    });
    expect(logout.statusCode).toBe(204);
    expect((await revalidate(carol, etag)).statusCode).toBe(401);
    expect((await get(ctx, carol, '/api/masterclass')).statusCode).toBe(401);
  });

  it("should keep each member's progress and resume point to themselves", async () => {
    const empty = await get(ctx, bob, '/api/masterclass/progress');
    expect(empty.json<MasterclassProgress>()).toEqual({
      completedLessonIds: [],
      percent: 0,
      totalLessons: TOTAL,
      resume: null,
    });

    expect((await put(alice, L1, { completed: true })).statusCode).toBe(200);
    ctx.clock.advance(1000);
    const saved = await put(alice, L2, { positionSeconds: 95 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<MasterclassProgress>()).toEqual({
      completedLessonIds: [L1],
      percent: Math.round(100 / TOTAL),
      totalLessons: TOTAL,
      resume: { lessonId: L2, positionSeconds: 95 },
    });
    // Read back (another request, the other instance): it is in PostgreSQL.
    expect((await get(other, alice, '/api/masterclass/progress')).json()).toEqual(saved.json());
    // Bob sees none of it, and his own writes do not touch Alice's rows.
    expect((await get(ctx, bob, '/api/masterclass/progress')).json()).toEqual(empty.json());
    await put(bob, L1, { completed: false, positionSeconds: 3 });
    const aliceAfter = (
      await get(ctx, alice, '/api/masterclass/progress')
    ).json<MasterclassProgress>();
    expect(aliceAfter.completedLessonIds).toEqual([L1]);

    // A position update keeps the completion; unchecking clears it.
    ctx.clock.advance(1000);
    await put(alice, L1, { positionSeconds: 10 });
    expect(
      (await get(ctx, alice, '/api/masterclass/progress')).json<MasterclassProgress>(),
    ).toMatchObject({ completedLessonIds: [L1], resume: { lessonId: L1, positionSeconds: 10 } });
    await put(alice, L1, { completed: false });
    expect(
      (await get(ctx, alice, '/api/masterclass/progress')).json<MasterclassProgress>()
        .completedLessonIds,
    ).toEqual([]);
  });

  it.each([
    [{}, 'body'],
    [{ positionSeconds: -1 }, 'positionSeconds'],
    [{ positionSeconds: 1.5 }, 'positionSeconds'],
    [{ positionSeconds: 86_401 }, 'positionSeconds'],
    [{ positionSeconds: '12' }, 'positionSeconds'],
    [{ completed: 'yes' }, 'completed'],
    [{ completed: true, userId: randomUUID() }, 'userId'],
    [null, 'body'],
    [[], 'body'],
  ])('should answer 400 for %j and write nothing', async (payload, field) => {
    const response = await put(bob, L2, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toHaveProperty([field]);
    expect(
      (await get(ctx, bob, '/api/masterclass/progress')).json<MasterclassProgress>().resume
        ?.lessonId,
    ).not.toBe(L2);
  });

  it('should answer 404 for a lesson that does not exist', async () => {
    expect((await put(bob, randomUUID(), { completed: true })).statusCode).toBe(404);
    expect((await put(bob, 'not-a-lesson', { completed: true })).statusCode).toBe(404);
  });
});
