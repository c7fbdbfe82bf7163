import { Clock } from '../../../common/clock';
import { ContentCacheService } from './content-cache.service';

class StoppedClock extends Clock {
  time = Date.parse('2025-06-01T09:00:00Z');
  now(): Date {
    return new Date(this.time);
  }
}

describe(ContentCacheService.name, () => {
  const body = (text: string) => Buffer.from(JSON.stringify({ text }));
  let clock: StoppedClock;
  let sut: ContentCacheService;

  const create = (ttlMs = 60_000, maxEntries = 100) =>
    new ContentCacheService(
      { cacheTtlMs: ttlMs, cacheMaxEntries: maxEntries, audioEmbedHosts: [], previewTtlS: 600 },
      { url: undefined, keyPrefix: 'test' },
      null,
      clock,
    );

  beforeEach(() => {
    clock = new StoppedClock();
    sut = create();
  });

  it('should keep a response with a strong ETag derived from its bytes', () => {
    const stored = sut.store('/api/jobs', body('a'), sut.generation);
    expect(stored.etag).toMatch(/^"[\w-]{32}"$/);
    expect(sut.get('/api/jobs')).toBe(stored);
    expect(sut.store('/api/other', body('a'), sut.generation).etag).toBe(stored.etag);
    expect(sut.store('/api/third', body('b'), sut.generation).etag).not.toBe(stored.etag);
  });

  it('should not keep a result computed before an invalidation', async () => {
    const generation = sut.generation;
    await sut.invalidate();
    const stored = sut.store('/api/jobs', body('stale'), generation);
    expect(stored.etag).toMatch(/^"/);
    expect(sut.get('/api/jobs')).toBeUndefined();
  });

  it('should forget everything on invalidation', async () => {
    sut.store('/api/jobs', body('a'), sut.generation);
    sut.store('/api/case-studies', body('b'), sut.generation);
    await sut.invalidate();
    expect(sut.size).toBe(0);
  });

  it('should expire entries after the TTL', () => {
    sut.store('/api/jobs', body('a'), sut.generation);
    clock.time += 59_999;
    expect(sut.get('/api/jobs')).toBeDefined();
    clock.time += 1;
    expect(sut.get('/api/jobs')).toBeUndefined();
  });

  it('should keep nothing with a TTL of 0', () => {
    sut = create(0);
    sut.store('/api/jobs', body('a'), sut.generation);
    expect(sut.get('/api/jobs')).toBeUndefined();
  });

  it('should drop the least recently used entry beyond the maximum', () => {
    sut = create(60_000, 2);
    sut.store('/a', body('a'), sut.generation);
    sut.store('/b', body('b'), sut.generation);
    sut.get('/a');
    sut.store('/c', body('c'), sut.generation);
    expect([sut.get('/a'), sut.get('/b'), sut.get('/c')].map(Boolean)).toEqual([true, false, true]);
  });

  it('should forget everything when the next scheduled row falls due, and ask again', async () => {
    const due = new Date(clock.time + 30_000);
    const lookup = jest.fn().mockResolvedValueOnce(due).mockResolvedValue(null);
    await sut.registerScheduleLookup(lookup);
    sut.store('/api/blog-posts', body('before'), sut.generation);
    clock.time += 29_999;
    expect(sut.get('/api/blog-posts')).toBeDefined();
    const generation = sut.generation;
    clock.time += 1;
    expect(sut.get('/api/blog-posts')).toBeUndefined();
    expect(sut.generation).toBe(generation + 1);
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('should ask for the schedule again after every invalidation', async () => {
    const lookup = jest.fn().mockResolvedValue(null);
    await sut.registerScheduleLookup(lookup);
    await sut.invalidate();
    expect(lookup).toHaveBeenCalledTimes(2);
  });
});
