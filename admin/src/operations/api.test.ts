import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../session';
import { ApiError, apiFetch, apiJson, downloadCsv, exportUrl, fileName } from './api';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('operations api', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setToken('first-token');
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    setToken(null);
  });

  it('should send the access token', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await apiFetch('/api/admin/queue/counts');
    const headers = new Headers(fetchMock.mock.calls[0]![1]!.headers);
    expect(headers.get('authorization')).toBe('Bearer first-token');
  });

  it('should refresh once on 401 and retry with the new token', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { message: 'Unauthorized' }))
      .mockResolvedValueOnce(json(200, { accessToken: 'second-token' }))
      .mockResolvedValueOnce(json(200, { retried: 2 }));
    expect(await apiJson('/api/admin/queue-jobs/retry-failed', { method: 'POST' })).toEqual({
      retried: 2,
    });
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/auth/refresh');
    const retried = new Headers(fetchMock.mock.calls[2]![1]!.headers);
    expect(retried.get('authorization')).toBe('Bearer second-token');
  });

  it("should throw the server's message on an error answer", async () => {
    fetchMock.mockResolvedValueOnce(json(409, { message: 'Only a failed job can be retried.' }));
    const error = await apiJson('/api/admin/queue-jobs/1/retry', { method: 'POST' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Only a failed job can be retried.' });
  });

  it('should put the list filter, without empty values, in the export address', () => {
    expect(exportUrl('/api/admin/leads/export.csv', { view: 'inbox', q: '', status: 'new' })).toBe(
      `/api/admin/leads/export.csv?filter=${encodeURIComponent('{"view":"inbox","status":"new"}')}`,
    );
  });

  it("should download the CSV under the server's file name", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('id,status\n1,new\n', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="leads-2026-03-04.csv"' },
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    expect(await downloadCsv('/api/admin/leads/export.csv', { status: 'new' })).toBe(
      'leads-2026-03-04.csv',
    );
    expect(click).toHaveBeenCalledTimes(1);
    expect(fileName(null, 'export.csv')).toBe('export.csv');
  });
});
