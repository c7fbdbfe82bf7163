import { Module } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { ThrottlerModule } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { redisConfig, throttleConfig } from '../../config';
import { clientKey } from '../../common/http/client-key';
import { REDIS_CLIENT } from '../../redis/redis.constants';
import { createThrottlerStorage } from './throttler-storage';

/**
 * Per-IP throttling (@nestjs/throttler) with counters in Redis when configured, shared by every
 * instance; in memory otherwise (the same fixed-window rule). Controllers opt in with
 * `@UseGuards(ThrottlerGuard)` and set their own limits with `@Throttle(...)`. The tracker is
 * `request.ip`, which honours only the trusted proxies of TRUST_PROXY, so a forged
 * X-Forwarded-For gains nothing; an IPv6 client is counted by its /64 (`clientKey`).
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [REDIS_CLIENT, redisConfig.KEY, throttleConfig.KEY],
      useFactory: (
        redis: Redis | null,
        redisSettings: ConfigType<typeof redisConfig>,
        throttle: ConfigType<typeof throttleConfig>,
      ) => ({
        throttlers: [{ name: 'default', ttl: throttle.defaultTtlMs, limit: throttle.defaultLimit }],
        storage: createThrottlerStorage(redis, redisSettings.keyPrefix),
        getTracker: (request: Record<string, unknown>) =>
          clientKey(typeof request.ip === 'string' ? request.ip : undefined),
      }),
    }),
  ],
  exports: [ThrottlerModule],
})
export class ThrottlingModule {}
