import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../session';
import { uploadResourceFile, UploadError } from './upload';

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** An XMLHttpRequest that reports upload progress in two steps and answers from a list. */
function fakeXhr(...answers: Array<{ status: number; body?: unknown }>) {
  const sent: Sent[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private request: Sent = { method: '', url: '', headers: {}, body: null };
    open(method: string, url: string) {
      this.request = { method, url, headers: {}, body: null };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: Blob) {
      this.request.body = body;
      sent.push(this.request);
      const answer = answers.shift() ?? { status: 500 };
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
        this.upload.onprogress?.({
          lengthComputable: true,
          loaded: 10,
          total: 10,
        } as ProgressEvent);
        this.status = answer.status;
        this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('uploadResourceFile', () => {
  beforeEach(() => setToken('access-1'));
  afterEach(() => {
    vi.unstubAllGlobals();
    setToken(null);
  });

  const pdf = () => new Blob(['%PDF-1.4'], { type: 'application/pdf' });

  it('should PUT the file with its type and token and report progress', async () => {
    const sent = fakeXhr({ status: 200, body: { id: 'r1', fileUrl: 'abc.pdf' } });
    const progress: number[] = [];
    const result = await uploadResourceFile('r1', pdf(), (p) => progress.push(p));
    expect(result).toMatchObject({ fileUrl: 'abc.pdf' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      url: '/api/admin/resources/r1/file',
      headers: { authorization: 'Bearer access-1', 'content-type': 'application/pdf' },
    });
    expect(progress).toEqual([50, 100, 100]);
  });

  it('should reject with the server’s field message', async () => {
    fakeXhr({
      status: 413,
      body: { message: 'File too large', errors: { file: 'file must be at most 10 MB' } },
    });
    const failure = uploadResourceFile('r1', pdf(), () => undefined);
    await expect(failure).rejects.toBeInstanceOf(UploadError);
    await expect(failure).rejects.toMatchObject({
      message: 'file must be at most 10 MB',
      status: 413,
    });
  });

  it('should refresh the session once on 401 and send again', async () => {
    const sent = fakeXhr({ status: 401 }, { status: 200, body: { fileUrl: 'x.png' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ accessToken: 'access-2' }), { status: 200 })),
    );
    await uploadResourceFile('r1', pdf(), () => undefined);
    expect(sent.map((s) => s.headers.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
  });
});
