import { registerAs } from '@nestjs/config';
import { z } from 'zod';
import { optionalString, optionalUrl, validateEnv } from './validate-env';

const schema = z.object({
  /** Unset: throttling counters live in memory and queues run on PostgreSQL. */
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  /** Prefix of every key this app writes, so several deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: optionalString(),
});

export const redisConfig = registerAs('redis', () => {
  const env = validateEnv('redis', schema);
  return { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX ?? 'fabrion' };
});

export type RedisConfig = ReturnType<typeof redisConfig>;
