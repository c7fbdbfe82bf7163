import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** Largest resource file accepted (checked on the server while the body streams in). */
export const RESOURCE_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** The upload allowlist: content type → stored extension and the file's first bytes. */
export const RESOURCE_FILE_TYPES: Record<
  string,
  { ext: string; sniff: (head: Buffer) => boolean }
> = {
  'application/pdf': { ext: '.pdf', sniff: (h) => h.subarray(0, 5).toString('latin1') === '%PDF-' },
  'image/png': {
    ext: '.png',
    sniff: (h) => h.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  },
  'image/jpeg': { ext: '.jpg', sniff: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff },
  'image/webp': {
    ext: '.webp',
    sniff: (h) =>
      h.subarray(0, 4).toString('latin1') === 'RIFF' &&
      h.subarray(8, 12).toString('latin1') === 'WEBP',
  },
};

export const FILE_TYPE_MESSAGE = 'file must be a PDF, PNG, JPEG or WebP';
export const FILE_CONTENT_MESSAGE = 'file content does not match its type';
export const FILE_SIZE_MESSAGE = `file must be at most ${RESOURCE_FILE_MAX_BYTES / 1024 / 1024} MB`;
export const FILE_EMPTY_MESSAGE = 'file must not be empty';

/** Names the stored files: a UUID and the type's extension, never the uploader's name. */
export const GENERATED_FILE =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|png|jpg|webp)$/;

export type UploadOutcome =
  | { ok: true; fileName: string; size: number }
  | { ok: false; reason: 'too-large' | 'empty' | 'content' };

/** The content type without parameters, lower-cased. */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Streams `body` into `dir` under a temporary name, stopping as soon as it passes `maxBytes`
 * or its first bytes do not match `type`; only a complete, valid file is renamed to its
 * generated name. On refusal nothing stays in `dir`.
 */
export async function storeUpload(
  body: Readable,
  dir: string,
  type: string,
  maxBytes = RESOURCE_FILE_MAX_BYTES,
): Promise<UploadOutcome> {
  const spec = RESOURCE_FILE_TYPES[type]!;
  await mkdir(dir, { recursive: true });
  const id = randomUUID();
  const partial = join(dir, `.upload-${id}.part`);
  const out = createWriteStream(partial, { flags: 'wx' });
  let size = 0;
  let head = Buffer.alloc(0);
  let failure: 'too-large' | 'content' | null = null;
  try {
    // A refused body is still read to its end (and dropped), so that the 400/413 reaches the client.
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (failure) continue;
      if (size > maxBytes) {
        failure = 'too-large';
        continue;
      }
      if (head.length < 12) {
        head = Buffer.concat([head, chunk]).subarray(0, 12);
        if (head.length >= 12 && !spec.sniff(head)) {
          failure = 'content';
          continue;
        }
      }
      if (!out.write(chunk))
        await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    await new Promise<void>((resolve, reject) => {
      out.once('error', reject);
      out.end(() => resolve());
    });
    if (!failure && size === 0) return await discard(partial, 'empty');
    if (!failure && !spec.sniff(head)) failure = 'content';
    if (failure) return await discard(partial, failure);
    const fileName = `${id}${spec.ext}`;
    await rename(partial, join(dir, fileName));
    return { ok: true, fileName, size };
  } catch (error) {
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

async function discard(
  path: string,
  reason: 'too-large' | 'empty' | 'content',
): Promise<UploadOutcome> {
  await rm(path, { force: true });
  return { ok: false, reason };
}
