import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changedFields, dataProvider } from './dataProvider';
import { setToken } from './session';

type Call = { url: string; method: string; body: string | null; auth: string | null };

/** A fetch that answers from a list of canned responses and records what it was asked. */
function fakeFetch(
  ...responses: Array<{ status?: number; body?: unknown; headers?: Record<string, string> }>
) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = new Request(new URL(String(input), 'http://admin.test'), init);
    calls.push({
      url: String(input),
      method: request.method,
      body: init.body ? String(init.body) : null,
      auth: request.headers.get('authorization'),
    });
    const next = responses.shift() ?? { status: 500 };
    const status = next.status ?? 200;
    return new Response(
      next.body === undefined || status === 204 ? null : JSON.stringify(next.body),
      {
        status,
        headers: { 'content-type': 'application/json', ...next.headers },
      },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('dataProvider', () => {
  beforeEach(() => setToken('access-1'));
  afterEach(() => {
    vi.unstubAllGlobals();
    setToken(null);
  });

  it('should ask for a page with the admin list contract and read the total from Content-Range', async () => {
    const calls = fakeFetch({
      body: [{ id: 'a' }, { id: 'b' }],
      headers: { 'content-range': 'posts 10-11/42' },
    });
    const result = await dataProvider.getList('posts', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'title', order: 'ASC' },
      filter: { q: 'bearings', status: 'draft' },
    });
    expect(result).toMatchObject({ data: [{ id: 'a' }, { id: 'b' }], total: 42 });
    const url = new URL(calls[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/admin/posts');
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['title', 'ASC']);
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([10, 19]);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ q: 'bearings', status: 'draft' });
    expect(calls[0]!.auth).toBe('Bearer access-1');
  });

  it('should send only the changed, writable fields of an edit as a PATCH', async () => {
    const calls = fakeFetch({ body: { id: 'p1', title: 'New' } });
    const previous = {
      id: 'p1',
      title: 'Old',
      slug: 's',
      status: 'draft',
      updatedAt: 'x',
      tags: ['a'],
    };
    await dataProvider.update('posts', {
      id: 'p1',
      data: { ...previous, title: 'New', status: 'published', tags: ['a', 'b'] },
      previousData: previous,
    });
    expect(calls[0]).toMatchObject({ url: '/api/admin/posts/p1', method: 'PATCH' });
    expect(JSON.parse(calls[0]!.body!)).toEqual({ title: 'New', tags: ['a', 'b'] });
  });

  it('should refresh the access token once on a 401 and retry', async () => {
    const calls = fakeFetch(
      { status: 401, body: { message: 'Session expired' } },
      { body: { accessToken: 'access-2', user: { role: 'editor' } } },
      { body: { id: 'p1' } },
    );
    await expect(dataProvider.getOne('posts', { id: 'p1' })).resolves.toMatchObject({
      data: { id: 'p1' },
    });
    expect(calls.map((c) => [c.method, c.url, c.auth])).toEqual([
      ['GET', '/api/admin/posts/p1', 'Bearer access-1'],
      ['POST', '/api/auth/refresh', null],
      ['GET', '/api/admin/posts/p1', 'Bearer access-2'],
    ]);
  });

  it('should surface the server field errors of a refused write', async () => {
    fakeFetch({
      status: 400,
      body: { statusCode: 400, message: 'Validation failed', errors: { slug: 'bad slug' } },
    });
    await expect(
      dataProvider.create('posts', { data: { slug: 'Bad Slug' } }),
    ).rejects.toMatchObject({ status: 400, body: { errors: { slug: 'bad slug' } } });
  });

  it('should call the account actions, sessions and preview endpoints', async () => {
    const calls = fakeFetch(
      { status: 204 },
      { body: { id: 'u1' } },
      { body: [{ id: 's1' }] },
      { status: 204 },
      { status: 201, body: { ended: 2 } },
      { body: { url: '/blog/a-draft?preview=t', expiresAt: '2025-06-01T09:10:00.000Z' } },
      { body: [{ type: 'maas', completed: 1, latest: { totalScore: 80 } }] },
    );
    await dataProvider.accountAction('u1', 'disable');
    await dataProvider.changeRole('u1', 'ops');
    expect(await dataProvider.sessions('u1')).toEqual([{ id: 's1' }]);
    await dataProvider.revokeSession('u1', 's1');
    expect(await dataProvider.revokeAllSessions('u1')).toBe(2);
    expect(await dataProvider.previewLink('posts', 'p1')).toMatchObject({
      url: '/blog/a-draft?preview=t',
    });
    expect((await dataProvider.assessments('u1'))[0]).toMatchObject({ type: 'maas' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/admin/users/u1/disable',
      'PATCH /api/admin/users/u1/role',
      'GET /api/admin/users/u1/sessions',
      'DELETE /api/admin/users/u1/sessions/s1',
      'POST /api/admin/users/u1/sessions/revoke-all',
      'POST /api/admin/posts/p1/preview',
      'GET /api/admin/users/u1/assessments',
    ]);
  });

  it('should fetch references one by one (the list contract has no id filter)', async () => {
    const calls = fakeFetch({ body: { id: 's1', title: 'A' } }, { body: { id: 's2', title: 'B' } });
    const result = await dataProvider.getMany('masterclass-sections', { ids: ['s1', 's2'] });
    expect(result.data).toEqual([
      { id: 's1', title: 'A' },
      { id: 's2', title: 'B' },
    ]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/admin/masterclass-sections/s1',
      'GET /api/admin/masterclass-sections/s2',
    ]);
  });

  it('should move a masterclass lesson with its direction or its new place in the body', async () => {
    const calls = fakeFetch({ body: { id: 'l1', orderIndex: 0 } }, { body: { id: 'l1' } });
    await dataProvider.move('masterclass-lessons', 'l1', 'up');
    await dataProvider.move('masterclass-lessons', 'l1', 3);
    expect(calls).toEqual([
      {
        url: '/api/admin/masterclass-lessons/l1/move',
        method: 'POST',
        body: '{"direction":"up"}',
        auth: 'Bearer access-1',
      },
      {
        url: '/api/admin/masterclass-lessons/l1/move',
        method: 'POST',
        body: '{"position":3}',
        auth: 'Bearer access-1',
      },
    ]);
  });
});

describe('changedFields', () => {
  it('should keep a changed id (a renamed job key) and drop server-computed fields', () => {
    expect(changedFields({ id: 'b', createdAt: '1', lastSignInAt: '2' }, { id: 'a' })).toEqual({
      id: 'b',
    });
  });

  it("should send a lead's triage status but never a post's computed one", () => {
    const edit = { id: 'x', status: 'contacted', notes: 'Called' };
    const before = { id: 'x', status: 'new', notes: '' };
    expect(changedFields(edit, before, 'leads')).toEqual({ status: 'contacted', notes: 'Called' });
    expect(changedFields(edit, before, 'posts')).toEqual({ notes: 'Called' });
  });
});
