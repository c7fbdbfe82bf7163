import { getToken, refresh } from '../session';

/** What the server accepts as a resource file (it checks again: type, first bytes, size). */
export const RESOURCE_FILE_ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp';
export const RESOURCE_FILE_MAX_BYTES = 10 * 1024 * 1024;

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

function send(
  url: string,
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new UploadError('The upload failed: no connection', 0));
    xhr.send(file);
  });
}

/**
 * Uploads a resource's file with XMLHttpRequest (fetch reports no upload progress), telling
 * `onProgress` 0..100; a 401 refreshes the session once. Rejects with the server's field message.
 */
export async function uploadResourceFile(
  id: string,
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<{ fileUrl: string }> {
  const url = `/api/admin/resources/${encodeURIComponent(id)}/file`;
  let response = await send(url, file, onProgress);
  if (response.status === 401 && (await refresh())) response = await send(url, file, onProgress);
  if (response.status >= 200 && response.status < 300) {
    onProgress(100);
    return response.body as { fileUrl: string };
  }
  const body = response.body as { message?: string; errors?: Record<string, string> } | null;
  throw new UploadError(
    body?.errors?.file ?? body?.message ?? `The upload failed (${response.status})`,
    response.status,
  );
}
