import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { RedisThrottlerStorage } from '../../../src/modules/throttling/redis-throttler.storage';

describe(RedisThrottlerStorage.name, () => {
  let redis: Redis;
  let prefix: string;

  // The storage counts in memory until its connection is ready, so each test waits for it.
  beforeAll(async () => {
    redis = new Redis('redis://127.0.0.1:6379');
    await redis.ping();
  });

  beforeEach(() => {
    prefix = `fabrion-it-${randomUUID()}`;
  });

  afterAll(async () => {
    await redis.quit();
  });

  it('should count hits per key and block once the limit is passed', async () => {
    const sut = new RedisThrottlerStorage(redis, prefix);
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await sut.increment('1.2.3.4', 60_000, 3, 900_000, 'x'));
    expect(results.map((r) => [r.totalHits, r.isBlocked])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ]);
    expect(results[3]!.timeToBlockExpire).toBe(900);
    expect(results[0]!.timeToExpire).toBe(60);
  });

  it('should share counters between two instances on the same Redis', async () => {
    const other = new Redis('redis://127.0.0.1:6379');
    try {
      await other.ping();
      const a = new RedisThrottlerStorage(redis, prefix);
      const b = new RedisThrottlerStorage(other, prefix);
      await a.increment('ip', 60_000, 2, 1000, 'x');
      await b.increment('ip', 60_000, 2, 1000, 'x');
      const third = await a.increment('ip', 60_000, 2, 1000, 'x');
      expect(third).toMatchObject({ totalHits: 3, isBlocked: true });
    } finally {
      await other.quit();
    }
  });

  it('should keep separate keys apart', async () => {
    const sut = new RedisThrottlerStorage(redis, prefix);
    await sut.increment('a', 60_000, 1, 1000, 'x');
    expect(await sut.increment('b', 60_000, 1, 1000, 'x')).toMatchObject({
      totalHits: 1,
      isBlocked: false,
    });
  });

  it('should fall back to counting in memory when Redis is unreachable', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    try {
      const sut = new RedisThrottlerStorage(unreachable, prefix);
      const first = await sut.increment('ip', 60_000, 1, 1000, 'x');
      const second = await sut.increment('ip', 60_000, 1, 1000, 'x');
      expect(first).toMatchObject({ totalHits: 1, isBlocked: false });
      expect(second).toMatchObject({ isBlocked: true });
    } finally {
      unreachable.disconnect();
    }
  });
});
