import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { Clock } from '../../../common/clock';
import { contentConfig, redisConfig } from '../../../config';
import { InvalidationChannel } from '../../../redis/invalidation-channel';
import { REDIS_CLIENT } from '../../../redis/redis.constants';

/** A public response serialised once: its bytes and their strong entity tag. */
export interface CachedResponse {
  body: Buffer;
  etag: string;
  storedAt: number;
}

const MAX_BYTES = 64 * 1024 * 1024;

/**
 * Serialised public content responses in this instance's memory, keyed by URL.
 *
 * A write through the content services calls `invalidate()`: this instance forgets everything at
 * once, and with Redis configured every other instance hears of it on a pub/sub channel. A message
 * lost while an instance was disconnected is covered twice: the instance clears its cache when its
 * subscription comes back, and no entry outlives CONTENT_CACHE_TTL_MS anyway. A result computed
 * while a write happened is not stored (the generation changed meanwhile).
 */
@Injectable()
export class ContentCacheService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ContentCacheService.name);
  private readonly channel: InvalidationChannel;
  private readonly ttlMs: number;
  private readonly entries: LRUCache<string, CachedResponse>;
  private generationValue = 0;
  /** When the next scheduled row becomes public (ms), as the schedule lookup last said. */
  private nextScheduledAt: number | null = null;
  private scheduleLookup?: () => Promise<Date | null>;
  private lookupSequence = 0;

  constructor(
    @Inject(contentConfig.KEY) config: ConfigType<typeof contentConfig>,
    @Inject(redisConfig.KEY) redisSettings: ConfigType<typeof redisConfig>,
    @Inject(REDIS_CLIENT) redis: Redis | null,
    private readonly clock: Clock,
  ) {
    this.ttlMs = config.cacheTtlMs;
    this.channel = new InvalidationChannel(redis, `${redisSettings.keyPrefix}:content:invalidate`, {
      what: 'content',
      lag: `${this.ttlMs} ms`,
      context: ContentCacheService.name,
    });
    this.entries = new LRUCache({
      max: config.cacheMaxEntries,
      maxSize: MAX_BYTES,
      sizeCalculation: (value, key) => value.body.length + key.length,
    });
  }

  /** Changes on every invalidation; pass it back to `store` to drop results that raced a write. */
  get generation(): number {
    this.expireWhenScheduledRowIsDue();
    return this.generationValue;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedResponse | undefined {
    this.expireWhenScheduledRowIsDue();
    const entry = this.entries.get(key);
    if (entry && this.clock.now().getTime() - entry.storedAt >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Wraps a payload with its ETag and keeps it unless a write happened since `generation`. */
  store(key: string, body: Buffer, generation: number): CachedResponse {
    const response: CachedResponse = {
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`,
      storedAt: this.clock.now().getTime(),
    };
    if (this.ttlMs > 0 && generation === this.generationValue) this.entries.set(key, response);
    return response;
  }

  /** Forgets every response here and tells the other instances to do the same. */
  async invalidate(): Promise<void> {
    this.clear();
    await this.channel.publish();
  }

  async onModuleInit(): Promise<void> {
    // With the cache off there is nothing to clear on other instances' word.
    if (this.ttlMs > 0) await this.channel.listen(() => this.clear());
  }

  onApplicationShutdown(): Promise<void> {
    return this.channel.close();
  }

  /**
   * Scheduled publishing: `lookup` tells when the next scheduled row becomes public. Every
   * instance asks it at start and after every clear (a write anywhere clears every instance), and
   * forgets its responses (and so its rendered pages) once that moment has passed on the clock.
   */
  registerScheduleLookup(lookup: () => Promise<Date | null>): Promise<void> {
    this.scheduleLookup = lookup;
    return this.refreshSchedule();
  }

  private expireWhenScheduledRowIsDue(): void {
    if (this.nextScheduledAt !== null && this.clock.now().getTime() >= this.nextScheduledAt) {
      this.nextScheduledAt = null;
      this.clear();
    }
  }

  private async refreshSchedule(): Promise<void> {
    if (!this.scheduleLookup) return;
    const sequence = ++this.lookupSequence;
    try {
      const next = await this.scheduleLookup();
      if (sequence === this.lookupSequence) this.nextScheduledAt = next?.getTime() ?? null;
    } catch (error) {
      this.logger.warn(`Could not read the publishing schedule: ${(error as Error).message}`);
    }
  }

  private clear(): void {
    this.generationValue += 1;
    this.entries.clear();
    void this.refreshSchedule();
  }
}
