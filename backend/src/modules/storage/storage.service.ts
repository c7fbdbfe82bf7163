import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { storageConfig } from '../../config';

/** A folder of private objects: never served under the public storage prefix. */
export interface PrivateBucket {
  readonly name: string;
  readonly dir: string;
}

/** How a body is accepted: at most `maxBytes`, its first `headBytes` passing `accepts`. */
export interface PutLimits {
  maxBytes: number;
  headBytes?: number;
  accepts?: (head: Buffer) => boolean;
}

export type PutOutcome =
  { ok: true; size: number } | { ok: false; reason: 'too-large' | 'empty' | 'content' };

export interface StoredObject {
  size: number;
  stream: ReadStream;
}

/** An object's key: one file name, no folders, nothing hidden (no traversal possible). */
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Whether `path` is `root` or a folder under it. */
const inside = (root: string, path: string) => {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

/**
 * Files kept by the server: private buckets (folders outside the public storage roots) whose
 * objects are written atomically (a temporary name, renamed only when the whole body passed its
 * limits), removed, and opened for reading. The public objects are served by `StorageModule`.
 */
@Injectable()
export class StorageService {
  constructor(
    @Inject(storageConfig.KEY) private readonly config: ConfigType<typeof storageConfig>,
  ) {}

  /** A private bucket in `dir`; refused in (or under) a publicly served folder. */
  privateBucket(name: string, dir: string): PrivateBucket {
    const root = resolve(dir);
    for (const served of [this.config.uploadsDir, this.config.shippedDir])
      if (inside(resolve(served), root))
        throw new Error(`Private bucket ${name} (${root}) is inside public storage ${served}`);
    return { name, dir: root };
  }

  /**
   * Streams `body` to `key` in `bucket`, stopping as soon as it passes `maxBytes` or its first
   * bytes are refused; only a complete, accepted body replaces the key. On refusal nothing stays
   * in the bucket, and the body is still read to its end so that the answer reaches the client.
   */
  async put(
    bucket: PrivateBucket,
    key: string,
    body: Readable,
    limits: PutLimits,
  ): Promise<PutOutcome> {
    const target = this.path(bucket, key);
    await mkdir(bucket.dir, { recursive: true });
    const partial = join(bucket.dir, `.upload-${randomUUID()}.part`);
    const out = createWriteStream(partial, { flags: 'wx' });
    const headBytes = limits.accepts ? (limits.headBytes ?? 16) : 0;
    let size = 0;
    let head = Buffer.alloc(0);
    let failure: 'too-large' | 'content' | null = null;
    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (failure) continue;
        if (size > limits.maxBytes) {
          failure = 'too-large';
          continue;
        }
        if (head.length < headBytes) {
          head = Buffer.concat([head, chunk]).subarray(0, headBytes);
          if (head.length >= headBytes && !limits.accepts!(head)) {
            failure = 'content';
            continue;
          }
        }
        if (!out.write(chunk)) await new Promise<void>((done) => out.once('drain', () => done()));
      }
      await new Promise<void>((done, fail) => {
        out.once('error', fail);
        out.end(() => done());
      });
      if (!failure && size === 0) return await this.discard(partial, 'empty');
      if (!failure && limits.accepts && !limits.accepts(head)) failure = 'content';
      if (failure) return await this.discard(partial, failure);
      await rename(partial, target);
      return { ok: true, size };
    } catch (error) {
      out.destroy();
      await rm(partial, { force: true });
      throw error;
    }
  }

  /** Removes `key` from `bucket` (nothing happens when it is not there). */
  async remove(bucket: PrivateBucket, key: string): Promise<void> {
    await rm(this.path(bucket, key), { force: true });
  }

  /** The object for reading, or null when there is none (or the key is not a valid name). */
  async open(bucket: PrivateBucket, key: string): Promise<StoredObject | null> {
    if (!KEY.test(key)) return null;
    const path = this.path(bucket, key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { size: info.size, stream: createReadStream(path) };
  }

  private path(bucket: PrivateBucket, key: string): string {
    if (!KEY.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return join(bucket.dir, key);
  }

  private async discard(
    path: string,
    reason: 'too-large' | 'empty' | 'content',
  ): Promise<PutOutcome> {
    await rm(path, { force: true });
    return { ok: false, reason };
  }
}
