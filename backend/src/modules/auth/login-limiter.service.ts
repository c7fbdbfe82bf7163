import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { authConfig, redisConfig } from '../../config';
import { REDIS_CLIENT } from '../../redis/redis.constants';
import { MemoryThrottlerStorage } from '../throttling/memory-throttler.storage';
import { createThrottlerStorage } from '../throttling/throttler-storage';
import { sha256Hex } from './tokens';

/** 429 body: the spec's title, and the wait the page turns into "Please wait {n} minutes…". */
export class TooManyAttemptsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(
      {
        message: 'Too many requests',
        details: {
          retryAfterSeconds,
          retryAfterMinutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
        },
      },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/**
 * Sign-in attempts: at most N per e-mail per window and M per IP, counted before the password is
 * checked (so the attempt after the limit is refused even with the right password). Counters are
 * in Redis when configured (shared by every instance), in memory otherwise.
 */
@Injectable()
export class LoginLimiter implements OnApplicationShutdown {
  private readonly storage: ThrottlerStorage;

  constructor(
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
    @Inject(redisConfig.KEY) redisSettings: ConfigType<typeof redisConfig>,
    @Inject(REDIS_CLIENT) redis: Redis | null,
  ) {
    this.storage = createThrottlerStorage(redis, redisSettings.keyPrefix);
  }

  /** The in-memory counters keep a sweep timer; stop it with the app. */
  onApplicationShutdown(): void {
    if (this.storage instanceof MemoryThrottlerStorage) this.storage.close();
  }

  /** Counts one attempt; throws TooManyAttemptsException when either budget is spent. */
  async hit(email: string, ip: string): Promise<void> {
    const window = this.config.loginWindowMs;
    const [byEmail, byIp] = await Promise.all([
      this.storage.increment(
        sha256Hex(email),
        window,
        this.config.loginEmailLimit,
        window,
        'login-email',
      ),
      this.storage.increment(ip, window, this.config.loginIpLimit, window, 'login-ip'),
    ]);
    const waits = [byEmail, byIp]
      .filter((record) => record.isBlocked)
      .map((record) => record.timeToBlockExpire);
    if (waits.length > 0) throw new TooManyAttemptsException(Math.max(1, ...waits));
  }
}
