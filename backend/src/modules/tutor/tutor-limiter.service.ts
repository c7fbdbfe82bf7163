import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { MASTERCLASS_MESSAGES } from '@fabrion/shared';
import type { Redis } from 'ioredis';
import { redisConfig } from '../../config';
import { tutorConfig } from '../../config/tutor.config';
import { REDIS_CLIENT } from '../../redis/redis.constants';
import { MemoryThrottlerStorage } from '../throttling/memory-throttler.storage';
import { createThrottlerStorage } from '../throttling/throttler-storage';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Per-member budgets of tutor messages: TUTOR_RATE_LIMIT per TUTOR_RATE_WINDOW_MS and
 * TUTOR_DAILY_LIMIT per 24 hours, counted in Redis (shared by every instance) when configured.
 */
@Injectable()
export class TutorLimiter implements OnApplicationShutdown {
  private readonly storage: ThrottlerStorage;

  constructor(
    @Inject(tutorConfig.KEY) private readonly config: ConfigType<typeof tutorConfig>,
    @Inject(redisConfig.KEY) redisSettings: ConfigType<typeof redisConfig>,
    @Inject(REDIS_CLIENT) redis: Redis | null,
  ) {
    this.storage = createThrottlerStorage(redis, redisSettings.keyPrefix);
  }

  onApplicationShutdown(): void {
    if (this.storage instanceof MemoryThrottlerStorage) this.storage.close();
  }

  /** Counts one message; 429 (with Retry-After) when either budget is spent. */
  async hit(userId: string): Promise<void> {
    const { rateLimit, rateWindowMs, dailyLimit } = this.config;
    const records = await Promise.all([
      this.storage.increment(userId, rateWindowMs, rateLimit, rateWindowMs, 'tutor-window'),
      this.storage.increment(userId, DAY_MS, dailyLimit, DAY_MS, 'tutor-day'),
    ]);
    const waits = records.filter((r) => r.isBlocked).map((r) => r.timeToBlockExpire);
    if (waits.length === 0) return;
    const retryAfterSeconds = Math.max(1, ...waits);
    throw new HttpException(
      {
        message: MASTERCLASS_MESSAGES.tutorFailure,
        headers: { 'retry-after': String(retryAfterSeconds) },
        details: { retryAfterSeconds },
      },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
