import type { Redis } from 'ioredis';
import { MemoryThrottlerStorage } from './memory-throttler.storage';
import { RedisThrottlerStorage } from './redis-throttler.storage';

/**
 * Where hit counters live: in Redis when it is configured (shared by every instance), otherwise in
 * this process's memory by the same fixed-window rule.
 */
export function createThrottlerStorage(
  redis: Redis | null,
  keyPrefix: string,
): RedisThrottlerStorage | MemoryThrottlerStorage {
  return redis ? new RedisThrottlerStorage(redis, keyPrefix) : new MemoryThrottlerStorage();
}
