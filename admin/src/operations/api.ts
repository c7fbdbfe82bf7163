import { getToken, refresh } from '../session';

/** An answer of the admin API that was not 2xx, with the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** A call to the backend with the staff access token; a 401 refreshes the token once and retries. */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const send = () => {
    const headers = new Headers(init.headers);
    const token = getToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    return fetch(path, { ...init, headers });
  };
  const response = await send();
  if (response.status === 401 && (await refresh())) return send();
  return response;
}

/** The JSON answer of an admin call; an error answer throws `ApiError` with the server's message. */
export async function apiJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await apiFetch(path, init);
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) {
    const message = (body as { message?: string } | null)?.message ?? `HTTP ${response.status}`;
    throw new ApiError(response.status, message, body);
  }
  return body as T;
}

/** The export address of a list: the same `filter` parameter as the list itself. */
export function exportUrl(path: string, filter: Record<string, unknown>): string {
  const kept = Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''),
  );
  return `${path}?filter=${encodeURIComponent(JSON.stringify(kept))}`;
}

/** The file name the server gave (`Content-Disposition`), else `fallback`. */
export function fileName(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/** Downloads the server's CSV of the filtered rows (the token cannot ride on a plain link). */
export async function downloadCsv(path: string, filter: Record<string, unknown>): Promise<string> {
  const response = await apiFetch(exportUrl(path, filter));
  if (!response.ok) throw new ApiError(response.status, `Export failed (${response.status})`, null);
  const name = fileName(response.headers.get('content-disposition'), 'export.csv');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return name;
}
