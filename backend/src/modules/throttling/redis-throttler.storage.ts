import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import {
  MemoryThrottlerStorage,
  seconds,
  type ThrottlerStorageRecord,
} from './memory-throttler.storage';

/**
 * Fixed-window hit counter with blocking, in one atomic Lua call, so every instance sharing the
 * Redis shares the counters. KEYS: hits, block. ARGV: ttl ms, limit, block ms.
 * Returns [hits, hits ttl ms, blocked 0|1, block ttl ms].
 */
const INCREMENT = `
local blockTtl = redis.call('PTTL', KEYS[2])
if blockTtl > 0 then
  local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
  return {hits, redis.call('PTTL', KEYS[1]), 1, blockTtl}
end
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  return {hits, ttl, 1, tonumber(ARGV[3])}
end
return {hits, ttl, 0, 0}
`;

const COMMAND = 'fabrionThrottleIncrement';

type ThrottleClient = Redis & {
  [COMMAND](...args: Array<string | number>): Promise<[number, number, number, number]>;
};

/**
 * @nestjs/throttler storage on Redis. If Redis is unreachable the counters fall back to this
 * instance's memory (the limit still applies, per instance) rather than refusing every request.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger(RedisThrottlerStorage.name);
  private readonly fallback = new MemoryThrottlerStorage();

  private readonly redis: ThrottleClient;

  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    // A defined command is sent by its SHA (EVALSHA, falling back to EVAL once per connection)
    // instead of the whole script with every hit.
    if (!(COMMAND in redis)) redis.defineCommand(COMMAND, { numberOfKeys: 2, lua: INCREMENT });
    this.redis = redis as ThrottleClient;
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    // While Redis is away, count here at once rather than wait on its reconnection (a request
    // would otherwise stall for the retry delay, up to seconds).
    if (this.redis.status !== 'ready')
      return this.fallback.increment(key, ttl, limit, blockDuration, throttlerName);
    const base = `${this.prefix}:throttle:${throttlerName}:${key}`;
    try {
      const [hits, hitsTtl, blocked, blockTtl] = await this.redis[COMMAND](
        `${base}:hits`,
        `${base}:block`,
        ttl,
        limit,
        blockDuration,
      );
      return {
        totalHits: hits,
        timeToExpire: seconds(hitsTtl),
        isBlocked: blocked === 1,
        timeToBlockExpire: seconds(blockTtl),
      };
    } catch (error) {
      this.logger.warn(
        `Redis throttle unavailable, counting in memory: ${error instanceof Error ? error.message : error}`,
      );
      return this.fallback.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }
}
