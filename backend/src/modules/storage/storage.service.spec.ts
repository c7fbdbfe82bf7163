import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { StorageService } from './storage.service';

function setup() {
  const root = mkdtempSync(join(tmpdir(), 'storage-spec-'));
  const sut = new StorageService({
    uploadsDir: join(root, 'public'),
    shippedDir: join(root, 'shipped'),
  });
  const bucket = sut.privateBucket('files', join(root, 'private', 'files'));
  return { sut, root, bucket };
}

/** A body arriving in chunks, counting how many were read (a refused body is still drained). */
function body(...chunks: Array<string | Buffer>) {
  const read = { count: 0 };
  const stream = Readable.from(
    (function* () {
      for (const chunk of chunks) {
        read.count += 1;
        yield Buffer.from(chunk);
      }
    })(),
  );
  return { stream, read };
}

const startsWithMagic = (head: Buffer) => head.subarray(0, 4).toString('latin1') === 'MAGC';

describe(StorageService.name, () => {
  it('should refuse a private bucket inside a publicly served folder', () => {
    const { sut, root } = setup();
    expect(() => sut.privateBucket('leak', join(root, 'public', 'files'))).toThrow(/public/);
    expect(() => sut.privateBucket('leak', join(root, 'shipped'))).toThrow(/public/);
    expect(sut.privateBucket('ok', join(root, 'elsewhere')).dir).toBe(join(root, 'elsewhere'));
  });

  it('should write a complete body under its key, leaving no temporary file', async () => {
    const { sut, bucket } = setup();
    const { stream } = body('MAGC', '-first', '-second');
    const outcome = await sut.put(bucket, 'a.bin', stream, {
      maxBytes: 100,
      headBytes: 4,
      accepts: startsWithMagic,
    });
    expect(outcome).toEqual({ ok: true, size: 17 });
    expect(readdirSync(bucket.dir)).toEqual(['a.bin']);
    expect(readFileSync(join(bucket.dir, 'a.bin'), 'utf8')).toBe('MAGC-first-second');
  });

  it('should stop past the size limit, keep nothing and still read the body to its end', async () => {
    const { sut, bucket } = setup();
    mkdirSync(bucket.dir, { recursive: true });
    writeFileSync(join(bucket.dir, 'keep.bin'), 'old');
    const { stream, read } = body('MAGC', 'x'.repeat(10), 'y'.repeat(10), 'z');
    const outcome = await sut.put(bucket, 'keep.bin', stream, { maxBytes: 20 });
    expect(outcome).toEqual({ ok: false, reason: 'too-large' });
    expect(read.count).toBe(4);
    // The key's previous content is untouched, and no partial file is left.
    expect(readdirSync(bucket.dir)).toEqual(['keep.bin']);
    expect(readFileSync(join(bucket.dir, 'keep.bin'), 'utf8')).toBe('old');
  });

  it('should refuse a body whose first bytes are refused, and an empty body', async () => {
    const { sut, bucket } = setup();
    const limits = { maxBytes: 100, headBytes: 4, accepts: startsWithMagic };
    expect(await sut.put(bucket, 'a.bin', body('NOPE', 'rest').stream, limits)).toEqual({
      ok: false,
      reason: 'content',
    });
    // Shorter than the head: checked once the body ended.
    expect(await sut.put(bucket, 'a.bin', body('MA').stream, limits)).toEqual({
      ok: false,
      reason: 'content',
    });
    expect(await sut.put(bucket, 'a.bin', body().stream, limits)).toEqual({
      ok: false,
      reason: 'empty',
    });
    expect(readdirSync(bucket.dir)).toEqual([]);
  });

  it('should refuse keys that are not a plain file name', async () => {
    const { sut, bucket } = setup();
    for (const key of ['../escape.bin', 'sub/dir.bin', '.hidden', '', 'a\\b'])
      await expect(sut.put(bucket, key, body('MAGC').stream, { maxBytes: 10 })).rejects.toThrow(
        /Invalid storage key/,
      );
    expect(await sut.open(bucket, '../storage-spec')).toBeNull();
  });

  it('should open an object for reading and remove it', async () => {
    const { sut, bucket } = setup();
    await sut.put(bucket, 'doc.pdf', body('%PDF-1.4 body').stream, { maxBytes: 100 });
    const opened = await sut.open(bucket, 'doc.pdf');
    expect(opened?.size).toBe(13);
    expect(await text(opened!.stream)).toBe('%PDF-1.4 body');
    await sut.remove(bucket, 'doc.pdf');
    expect(await sut.open(bucket, 'doc.pdf')).toBeNull();
    // Removing what is not there is not an error.
    await expect(sut.remove(bucket, 'doc.pdf')).resolves.toBeUndefined();
  });
});
