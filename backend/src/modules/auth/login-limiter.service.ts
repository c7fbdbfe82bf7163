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
import { clientKey } from '../../common/http/client-key';
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
        headers: { 'retry-after': String(retryAfterSeconds) },
        details: {
          retryAfterSeconds,
          retryAfterMinutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
        },
      },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

interface Budget {
  name: string;
  key: string;
  limit: number;
  window: number;
}

/**
 * Attempts on what guesses a secret, each counted before the secret is checked (so the attempt
 * after the limit is refused even when right): sign-in (per e-mail and per client IP), the e-mailed
 * links (per token and per client IP), password changes (per user). Counters are in Redis when
 * configured (shared by every instance), in memory otherwise; IPv6 clients count by their /64.
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

  /** Counts one sign-in attempt; throws TooManyAttemptsException when either budget is spent. */
  hit(email: string, ip: string): Promise<void> {
    const window = this.config.loginWindowMs;
    return this.spend([
      { name: 'login-email', key: sha256Hex(email), limit: this.config.loginEmailLimit, window },
      { name: 'login-ip', key: clientKey(ip), limit: this.config.loginIpLimit, window },
    ]);
  }

  /** One attempt on an e-mailed link's token: budgets per token (hashed) and per client IP. */
  hitLink(token: string, ip: string | null): Promise<void> {
    const window = this.config.linkWindowMs;
    return this.spend([
      { name: 'link-token', key: sha256Hex(token), limit: this.config.linkTokenLimit, window },
      { name: 'link-ip', key: clientKey(ip), limit: this.config.linkIpLimit, window },
    ]);
  }

  /** One password change by a signed-in user (whose current password may be being guessed). */
  hitPasswordChange(userId: string): Promise<void> {
    return this.spend([
      {
        name: 'password-change',
        key: userId,
        limit: this.config.passwordChangeLimit,
        window: this.config.passwordChangeWindowMs,
      },
    ]);
  }

  private async spend(budgets: Budget[]): Promise<void> {
    const records = await Promise.all(
      budgets.map(({ name, key, limit, window }) =>
        this.storage.increment(key, window, limit, window, name),
      ),
    );
    const waits = records
      .filter((record) => record.isBlocked)
      .map((record) => record.timeToBlockExpire);
    if (waits.length > 0) throw new TooManyAttemptsException(Math.max(1, ...waits));
  }
}
