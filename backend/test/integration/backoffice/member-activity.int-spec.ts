import type { MemberCourseProgress, MemberResourceDownloads } from '@fabrion/shared';
import { DataSource } from 'typeorm';
import { MASTERCLASS_COURSE } from '../../../src/database/seeds/masterclass/course';
import { MasterclassSeeder } from '../../../src/modules/masterclass/masterclass-seeder.service';
import { type AuthTestApp, bearer, createAuthApp, login, seedUser } from '../../setup/auth-app';
import { FakeClock } from '../../setup/fake-clock';

const LESSONS = MASTERCLASS_COURSE.flatMap((section) => section.lessons);
const [FIRST, SECOND] = [LESSONS[0]!, LESSONS[1]!];
const CANVAS = 'machine-as-a-service-business-model-canvas';
const FLYER = 'industrial-ai-readiness-flyer';

/**
 * A member's page in the back office: course progress and resource downloads, read through the
 * masterclass and resources services, for account managers and admins only.
 */
describe('Back office: a member’s activity', () => {
  let ctx: AuthTestApp;
  let manager: string;
  const members: string[] = [];

  beforeAll(async () => {
    ctx = await createAuthApp({ clock: new FakeClock(new Date()) });
    await ctx.app.get(MasterclassSeeder).seedIfEmpty();
    const staff = await seedUser(ctx.app, { role: 'account_manager' });
    manager = (await login(ctx.app, staff.email, staff.password)).accessToken;
    members.push(staff.id);
  });

  afterAll(async () => {
    // Progress and downloads go with the accounts (ON DELETE CASCADE): no rows left to count.
    await ctx.app.get(DataSource).query('DELETE FROM users WHERE id = ANY($1)', [members]);
    await ctx.app.close();
  });

  /** The course's lessons now (other suites in the run may have added some). */
  async function lessonCount(): Promise<number> {
    const [row] = (await ctx.app
      .get(DataSource)
      .query('SELECT count(*)::int AS n FROM masterclass_modules_lessons')) as Array<{ n: number }>;
    return row!.n;
  }

  async function member() {
    const user = await seedUser(ctx.app);
    members.push(user.id);
    return { id: user.id, token: (await login(ctx.app, user.email, user.password)).accessToken };
  }

  const asMember = (token: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });
  const asManager = (url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: bearer(manager) });

  it('should show nothing done for a member who has not started', async () => {
    const { id } = await member();
    const progress = await asManager(`/api/admin/users/${id}/course-progress`);
    expect(progress.statusCode).toBe(200);
    expect(progress.json<MemberCourseProgress>()).toEqual({
      completedLessons: 0,
      totalLessons: await lessonCount(),
      percent: 0,
      lastLesson: null,
    });
    const downloads = await asManager(`/api/admin/users/${id}/resource-downloads`);
    expect(downloads.json<MemberResourceDownloads>()).toEqual({ total: 0, items: [] });
  });

  it('should show the lessons completed and the last one watched, by title', async () => {
    const { id, token } = await member();
    const first = `/api/masterclass/progress/lessons/${FIRST.id}`;
    expect((await asMember(token, 'PUT', first, { completed: true })).statusCode).toBe(200);
    ctx.clock.advance(60_000);
    const second = `/api/masterclass/progress/lessons/${SECOND.id}`;
    expect((await asMember(token, 'PUT', second, { positionSeconds: 95 })).statusCode).toBe(200);

    const total = await lessonCount();
    const progress = await asManager(`/api/admin/users/${id}/course-progress`);
    expect(progress.json<MemberCourseProgress>()).toEqual({
      completedLessons: 1,
      totalLessons: total,
      percent: Math.round((100 * 1) / total),
      lastLesson: { id: SECOND.id, title: SECOND.title, positionSeconds: 95 },
    });
  });

  it("should list the member's downloads newest first, with how many in all", async () => {
    const { id, token } = await member();
    for (const slug of [CANVAS, FLYER, CANVAS]) {
      expect((await asMember(token, 'GET', `/api/resources/${slug}/file`)).statusCode).toBe(200);
      ctx.clock.advance(60_000);
    }
    // Another member's download is not theirs.
    const other = await member();
    await asMember(other.token, 'GET', `/api/resources/${FLYER}/file`);

    const answer = (
      await asManager(`/api/admin/users/${id}/resource-downloads`)
    ).json<MemberResourceDownloads>();
    expect(answer.total).toBe(3);
    expect(answer.items.map((item) => item.slug)).toEqual([CANVAS, FLYER, CANVAS]);
    expect(answer.items[0]!.title).toEqual(expect.any(String));
    const times = answer.items.map((item) => Date.parse(item.downloadedAt));
    expect(times[0]! - times[1]!).toBe(60_000);
    expect(times[1]! - times[2]!).toBe(60_000);
  });

  it('should answer 404 for an unknown account and 400 for a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await asManager(`/api/admin/users/${unknown}/course-progress`)).statusCode).toBe(404);
    expect((await asManager(`/api/admin/users/${unknown}/resource-downloads`)).statusCode).toBe(
      404,
    );
    const bad = await asManager('/api/admin/users/not-a-uuid/resource-downloads');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string> }>().errors.id).toEqual(expect.any(String));
  });
});
