import { randomUUID } from 'node:crypto';
import type { MasterclassCourse } from '@fabrion/shared';
import { DataSource } from 'typeorm';
import { MasterclassSeeder } from '../../../src/modules/masterclass/masterclass-seeder.service';
import { type AuthTestApp, bearer, createAuthApp, login, seedUser } from '../../setup/auth-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Masterclass sections and lessons in the back office; the course list follows every write. */
describe('Back-office masterclass', () => {
  const keyPrefix = `fabrion-it-mc-admin-${randomUUID()}`;
  let ctx: AuthTestApp;
  let other: AuthTestApp;
  let editor: string;
  let member: string;

  beforeAll(async () => {
    ctx = await createAuthApp({ keyPrefix });
    // A second instance on the same Redis: its cached course must be dropped too.
    other = await createAuthApp({ keyPrefix, clock: ctx.clock });
    await ctx.app.get(MasterclassSeeder).seedIfEmpty();
    const e = await seedUser(ctx.app, { role: 'editor' });
    editor = (await login(ctx.app, e.email, e.password)).accessToken;
    const m = await seedUser(ctx.app);
    member = (await login(ctx.app, m.email, m.password)).accessToken;
  });

  const created: string[] = [];

  afterAll(async () => {
    // Other suites read the seeded course: the sections made here go (their lessons cascade).
    await ctx.app
      .get(DataSource)
      .query('DELETE FROM masterclass_modules WHERE id = ANY($1::uuid[])', [created]);
    await other.app.close();
    await ctx.app.close();
  });

  const call = (method: Method, url: string, payload?: object, token = editor) =>
    ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const course = async (app = ctx) =>
    (
      await app.app.inject({ method: 'GET', url: '/api/masterclass', headers: bearer(member) })
    ).json<MasterclassCourse>();
  const lessonTitles = (c: MasterclassCourse, sectionId: string) =>
    c.sections.find((s) => s.id === sectionId)?.lessons.map((l) => l.title);

  async function sectionWithLessons(titles: string[]) {
    const section = (
      await call('POST', '/api/admin/masterclass-sections', { title: `Section ${randomUUID()}` })
    ).json<{ id: string; orderIndex: number }>();
    created.push(section.id);
    const ids: string[] = [];
    for (const title of titles) {
      const created = await call('POST', '/api/admin/masterclass-lessons', {
        sectionId: section.id,
        title,
        description: `About ${title}`,
        duration: '10:00',
        transcript: `Transcript of ${title}`,
      });
      expect(created.statusCode).toBe(201);
      ids.push(created.json<{ id: string }>().id);
    }
    return { section, ids };
  }

  it('should show a new section and lessons in the course at once, on every instance', async () => {
    await course(ctx);
    await course(other); // both instances now hold the course in their cache
    const { section } = await sectionWithLessons(['One', 'Two']);
    const seen = await course(ctx);
    expect(seen.sections.at(-1)).toMatchObject({ id: section.id });
    expect(lessonTitles(seen, section.id)).toEqual(['One', 'Two']);
    let fromOther: string[] | undefined;
    for (let i = 0; i < 50 && !fromOther; i += 1) {
      fromOther = lessonTitles(await course(other), section.id);
      if (!fromOther) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(fromOther).toEqual(['One', 'Two']);
  });

  it('should move lessons up and down, keeping 0..n-1 and ignoring a move past the end', async () => {
    const { section, ids } = await sectionWithLessons(['A', 'B', 'C']);
    await course();
    const up = await call('POST', `/api/admin/masterclass-lessons/${ids[2]}/move`, {
      direction: 'up',
    });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ id: ids[2], orderIndex: 1 });
    expect(lessonTitles(await course(), section.id)).toEqual(['A', 'C', 'B']);
    await call('POST', `/api/admin/masterclass-lessons/${ids[0]}/move`, { direction: 'up' });
    await call('POST', `/api/admin/masterclass-lessons/${ids[0]}/move`, { direction: 'down' });
    const after = await course();
    expect(lessonTitles(after, section.id)).toEqual(['C', 'A', 'B']);
    expect(
      after.sections.find((s) => s.id === section.id)!.lessons.map((l) => l.orderIndex),
    ).toEqual([0, 1, 2]);
    const bad = await call('POST', `/api/admin/masterclass-lessons/${ids[0]}/move`, {
      direction: 'sideways',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { direction: 'direction must be up or down' } });
  });

  it('should put a dragged lesson where it was dropped, in one move', async () => {
    const { section, ids } = await sectionWithLessons(['A', 'B', 'C', 'D']);
    const dropped = await call('POST', `/api/admin/masterclass-lessons/${ids[0]}/move`, {
      position: 2,
    });
    expect(dropped.json()).toMatchObject({ id: ids[0], orderIndex: 2 });
    expect(lessonTitles(await course(), section.id)).toEqual(['B', 'C', 'A', 'D']);
    await call('POST', `/api/admin/masterclass-lessons/${ids[1]}/move`, { position: 10 });
    expect(lessonTitles(await course(), section.id)).toEqual(['C', 'A', 'D', 'B']);
    for (const position of [-1, 1.5, 'first']) {
      const bad = await call('POST', `/api/admin/masterclass-lessons/${ids[0]}/move`, {
        position,
      });
      expect([position, bad.statusCode, bad.json<{ errors: object }>().errors]).toEqual([
        position,
        400,
        { position: 'position must be a whole number from 0' },
      ]);
    }
    expect(
      (await call('POST', `/api/admin/masterclass-lessons/${ids[0]}/move`, {})).json(),
    ).toMatchObject({ errors: { direction: 'direction must be up or down' } });
  });

  it('should move sections and list them in course order', async () => {
    const { section } = await sectionWithLessons([]);
    const before = (await course()).sections.map((s) => s.id);
    expect(before.at(-1)).toBe(section.id);
    await call('POST', `/api/admin/masterclass-sections/${section.id}/move`, { direction: 'up' });
    const after = (await course()).sections.map((s) => s.id);
    expect(after.at(-2)).toBe(section.id);
    const list = await call('GET', '/api/admin/masterclass-sections?range=%5B0%2C99%5D');
    expect(list.json<Array<{ id: string }>>().map((s) => s.id)).toEqual(after);
    expect(list.headers['content-range']).toBe(
      `masterclass-sections 0-${after.length - 1}/${after.length}`,
    );
  });

  it('should edit a transcript that the tutor search then finds, and keep it out of the list', async () => {
    const { section, ids } = await sectionWithLessons(['Pricing']);
    const word = `zebracorn${randomUUID().slice(0, 6)}`;
    const patched = await call('PATCH', `/api/admin/masterclass-lessons/${ids[0]}`, {
      transcript: `Outcome pricing explained with the ${word} example.`,
      title: 'Pricing outcomes',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<{ transcript: string }>().transcript).toContain(word);
    expect(lessonTitles(await course(), section.id)).toEqual(['Pricing outcomes']);
    const found = await ctx.app
      .get(DataSource)
      .query(
        `SELECT id FROM masterclass_modules_lessons WHERE search_document @@ plainto_tsquery('english', $1)`,
        [word],
      );
    expect(found).toEqual([{ id: ids[0] }]);
    const list = await call(
      'GET',
      `/api/admin/masterclass-lessons?filter=${encodeURIComponent(JSON.stringify({ sectionId: section.id }))}`,
    );
    expect(list.json<Array<object>>()[0]).not.toHaveProperty('transcript');
  });

  it('should move a lesson to another section, close the gap, and refuse unknown sections', async () => {
    const from = await sectionWithLessons(['X', 'Y', 'Z']);
    const to = await sectionWithLessons(['P']);
    const moved = await call('PATCH', `/api/admin/masterclass-lessons/${from.ids[0]}`, {
      sectionId: to.section.id,
    });
    expect(moved.json()).toMatchObject({ sectionId: to.section.id, orderIndex: 1 });
    const c = await course();
    expect(lessonTitles(c, from.section.id)).toEqual(['Y', 'Z']);
    expect(
      c.sections.find((s) => s.id === from.section.id)!.lessons.map((l) => l.orderIndex),
    ).toEqual([0, 1]);
    expect(lessonTitles(c, to.section.id)).toEqual(['P', 'X']);
    const unknown = await call('POST', '/api/admin/masterclass-lessons', {
      sectionId: randomUUID(),
      title: 'Lost',
      description: 'Nowhere',
      duration: '1:00',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errors: { sectionId: 'sectionId must name an existing section' },
    });
  });

  it('should answer field 400s and keep a section with lessons (409), changing nothing', async () => {
    const { section, ids } = await sectionWithLessons(['Kept']);
    const bad = await call('POST', '/api/admin/masterclass-lessons', {
      sectionId: 'nope',
      title: '',
      description: 'x',
      duration: '90 minutes',
      videoUrl: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual([
      'duration',
      'sectionId',
      'title',
      'videoUrl',
    ]);
    const refused = await call('DELETE', `/api/admin/masterclass-sections/${section.id}`);
    expect(refused.statusCode).toBe(409);
    expect(lessonTitles(await course(), section.id)).toEqual(['Kept']);
    expect((await call('DELETE', `/api/admin/masterclass-lessons/${ids[0]}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/masterclass-sections/${section.id}`)).statusCode).toBe(
      204,
    );
    expect((await course()).sections.map((s) => s.id)).not.toContain(section.id);
  });
});
