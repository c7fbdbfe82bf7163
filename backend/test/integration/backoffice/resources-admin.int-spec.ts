import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UserRole } from '@fabrion/shared';
import { DataSource } from 'typeorm';
import { RESOURCE_FILE_MAX_BYTES } from '../../../src/modules/resources/resource-upload';
import { type AuthTestApp, bearer, createAuthApp, login, seedUser } from '../../setup/auth-app';

type Who = UserRole | 'anonymous';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
  Buffer.from('0000000dIHDR-not-really'),
]);

/** Resources in the back office: records, the list contract, file uploads checked on the server. */
describe('Back-office resources', () => {
  const filesDir = mkdtempSync(join(tmpdir(), 'fabrion-it-resources-'));
  let ctx: AuthTestApp;
  const tokens = {} as Record<UserRole, string>;

  beforeAll(async () => {
    ctx = await createAuthApp({ env: { RESOURCES_FILES_DIR: filesDir } });
    for (const role of ['member', 'editor', 'ops', 'account_manager', 'admin'] as UserRole[]) {
      const user = await seedUser(ctx.app, { role });
      tokens[role] = (await login(ctx.app, user.email, user.password)).accessToken;
    }
  });

  afterAll(async () => {
    await ctx.app
      .get(DataSource)
      .query(`DELETE FROM dashboard_resources WHERE slug LIKE 'canvas-%'`);
    await ctx.app.close();
  });

  const headers = (who: Who) => (who === 'anonymous' ? {} : bearer(tokens[who]));
  const input = () => ({
    slug: `canvas-${randomUUID().slice(0, 8)}`,
    title: 'Outcome canvas',
    excerpt: 'Design an outcome contract.',
    content: '<p>Start here.</p>',
    category: 'Canvas',
    date: '2026-11-20',
  });
  const create = async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/resources',
      headers: headers('editor'),
      payload: input(),
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; slug: string; fileUrl: string | null }>();
  };
  const upload = (who: Who, id: string, type: string, body: Buffer, extra = {}) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/resources/${id}/file`,
      headers: { ...headers(who), 'content-type': type, ...extra },
      payload: body,
    });
  const stored = () => readdirSync(filesDir).sort();
  const fileUrlOf = async (id: string) =>
    (
      await ctx.app
        .get(DataSource)
        .query<Array<{ file_url: string | null }>>(
          'SELECT file_url FROM dashboard_resources WHERE id = $1',
          [id],
        )
    )[0]!.file_url;

  it('should let only editors and admins upload a file', async () => {
    const { id } = await create();
    const statuses: Record<string, number> = {};
    for (const who of ['anonymous', 'member', 'ops', 'account_manager'] as Who[])
      statuses[who] = (await upload(who, id, 'application/pdf', PDF)).statusCode;
    expect(statuses).toEqual({ anonymous: 401, member: 403, ops: 403, account_manager: 403 });
    expect(await fileUrlOf(id)).toBeNull();
    expect((await upload('admin', id, 'application/pdf', PDF)).statusCode).toBe(200);
  });

  it('should store an upload under a generated name that members then download', async () => {
    const { id, slug } = await create();
    const response = await upload('editor', id, 'application/pdf', PDF);
    expect(response.statusCode).toBe(200);
    const fileUrl = response.json<{ fileUrl: string }>().fileUrl;
    expect(fileUrl).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(readFileSync(join(filesDir, fileUrl))).toEqual(PDF);
    expect(await fileUrlOf(id)).toBe(fileUrl);

    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/resources/${slug}/file`,
      headers: headers('member'),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(PDF);

    // A replacement takes the old uploaded file's place on disk.
    const replaced = await upload('editor', id, 'image/png', PNG);
    const next = replaced.json<{ fileUrl: string }>().fileUrl;
    expect(next).toMatch(/\.png$/);
    expect(stored()).toContain(next);
    expect(stored()).not.toContain(fileUrl);
  });

  it('should refuse a wrong type, a mismatched or empty body and an oversize file, writing nothing', async () => {
    const { id } = await create();
    const before = stored();
    const wrongType = await upload('editor', id, 'text/plain', Buffer.from('hello'));
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({
      errors: { file: 'file must be a PDF, PNG, JPEG or WebP' },
    });
    const zip = await upload('editor', id, 'application/zip', Buffer.from('PK\u0003\u0004'));
    expect([400, 415]).toContain(zip.statusCode);
    const lying = await upload('editor', id, 'image/png', PDF);
    expect(lying.statusCode).toBe(400);
    expect(lying.json()).toMatchObject({
      errors: { file: 'file content does not match its type' },
    });
    const empty = await upload('editor', id, 'application/pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errors: { file: 'file must not be empty' } });
    const big = Buffer.concat([PDF, Buffer.alloc(RESOURCE_FILE_MAX_BYTES)]);
    const oversize = await upload('editor', id, 'application/pdf', big);
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json()).toMatchObject({ errors: { file: 'file must be at most 10 MB' } });
    expect(stored()).toEqual(before);
    expect(await fileUrlOf(id)).toBeNull();
  });

  it('should stop an oversize body even without a truthful Content-Length', async () => {
    const { id } = await create();
    const before = stored();
    const big = Buffer.concat([PDF, Buffer.alloc(RESOURCE_FILE_MAX_BYTES)]);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/resources/${id}/file`,
      headers: {
        ...headers('editor'),
        'content-type': 'application/pdf',
        'transfer-encoding': 'chunked',
      },
      payload: big,
    });
    expect(response.statusCode).toBe(413);
    expect(stored()).toEqual(before);
  });

  it('should answer 413 over a real connection, declared or streamed, writing nothing', async () => {
    const { id } = await create();
    const before = stored();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.getHttpServer().address() as { port: number };
    const big = Buffer.concat([PDF, Buffer.alloc(RESOURCE_FILE_MAX_BYTES)]);
    const url = `http://127.0.0.1:${port}/api/admin/resources/${id}/file`;
    const headers = { ...bearer(tokens.editor), 'content-type': 'application/pdf' };
    const declared = await fetch(url, { method: 'PUT', headers, body: big });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ errors: { file: 'file must be at most 10 MB' } });
    const streamed = await fetch(url, {
      method: 'PUT',
      headers,
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(stored()).toEqual(before);
    expect(await fileUrlOf(id)).toBeNull();
  });

  it('should list with the contract, filter by category and search', async () => {
    const created = await create();
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/resources?sort=${encodeURIComponent('["title","ASC"]')}&range=%5B0%2C9%5D&filter=${encodeURIComponent(JSON.stringify({ q: created.slug, category: 'canvas' }))}`,
      headers: headers('editor'),
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toBe('resources 0-0/1');
    expect(list.json<Array<{ id: string }>>().map((r) => r.id)).toEqual([created.id]);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/resources?filter=${encodeURIComponent('{"category":"Poster"}')}`,
      headers: headers('editor'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { 'filter.category': expect.any(String) } });
  });

  it('should answer field 400s and a 409 for a taken slug, changing nothing', async () => {
    const db = ctx.app.get(DataSource);
    const [{ n: before }] = await db.query<[{ n: number }]>(
      'SELECT count(*)::int AS n FROM dashboard_resources',
    );
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/resources',
      headers: headers('editor'),
      payload: {
        ...input(),
        slug: 'Not A Slug',
        category: 'Poster',
        date: '2026-13-40',
        title: '',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual([
      'category',
      'date',
      'slug',
      'title',
    ]);
    const existing = await create();
    const taken = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/resources',
      headers: headers('editor'),
      payload: { ...input(), slug: existing.slug },
    });
    expect(taken.statusCode).toBe(409);
    const [{ n: after }] = await db.query<[{ n: number }]>(
      'SELECT count(*)::int AS n FROM dashboard_resources',
    );
    expect(after).toBe(before + 1);
  });

  it('should delete a resource and its uploaded file, and record the writes in the audit log', async () => {
    const { id } = await create();
    const fileUrl = (await upload('editor', id, 'application/pdf', PDF)).json<{ fileUrl: string }>()
      .fileUrl;
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/resources/${id}`,
      headers: headers('editor'),
    });
    expect(removed.statusCode).toBe(204);
    expect(stored()).not.toContain(fileUrl);
    const audit = await ctx.app
      .get(DataSource)
      .query<Array<{ method: string; changes: Array<{ entity: string; operation: string }> }>>(
        `SELECT method, changes FROM audit_log WHERE target_id = $1 ORDER BY created_at`,
        [id],
      );
    expect(
      audit.map((a) => [a.method, a.changes.map((c) => `${c.entity}:${c.operation}`)]),
    ).toEqual([
      ['PUT', ['dashboard_resources:update']],
      ['DELETE', ['dashboard_resources:remove']],
    ]);
  });
});
