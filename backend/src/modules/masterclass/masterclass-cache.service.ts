import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { MasterclassCourse } from '@fabrion/shared';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { Clock } from '../../common/clock';
import { redisConfig } from '../../config';
import { InvalidationChannel } from '../../redis/invalidation-channel';
import { REDIS_CLIENT } from '../../redis/redis.constants';
import { MASTERCLASS_CACHE_TTL_MS } from './masterclass.constants';

/** The course list serialised once (the bytes sent while cached), and its strong entity tag. */
export interface CourseJson {
  body: Buffer;
  etag: string;
}

interface Entry extends CourseJson {
  course: MasterclassCourse;
  storedAt: number;
}

/**
 * The course list in this instance's memory for 5 minutes (spec §7.12). A write calls
 * `invalidate()`: this instance forgets it at once and, with Redis, every other instance hears of
 * it on a pub/sub channel (and clears on every re-subscription, covering messages lost meanwhile).
 * A list read while a write happened is not kept (the generation changed).
 */
@Injectable()
export class MasterclassCacheService implements OnModuleInit, OnApplicationShutdown {
  private readonly channel: InvalidationChannel;
  private entry: Entry | null = null;
  private generationValue = 0;

  constructor(
    @Inject(redisConfig.KEY) redisSettings: ConfigType<typeof redisConfig>,
    @Inject(REDIS_CLIENT) redis: Redis | null,
    private readonly clock: Clock,
  ) {
    this.channel = new InvalidationChannel(
      redis,
      `${redisSettings.keyPrefix}:masterclass:invalidate`,
      {
        what: 'course',
        lag: '5 minutes',
        context: MasterclassCacheService.name,
      },
    );
  }

  get generation(): number {
    return this.generationValue;
  }

  get(): MasterclassCourse | null {
    return this.fresh()?.course ?? null;
  }

  getJson(): CourseJson | null {
    return this.fresh();
  }

  /** Keeps the list unless a write happened since `generation` was read; answers its JSON. */
  store(course: MasterclassCourse, generation: number): CourseJson {
    const body = Buffer.from(JSON.stringify(course));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
    const entry = { course, body, etag, storedAt: this.clock.now().getTime() };
    if (generation === this.generationValue) this.entry = entry;
    return entry;
  }

  private fresh(): Entry | null {
    if (this.entry && this.clock.now().getTime() - this.entry.storedAt >= MASTERCLASS_CACHE_TTL_MS)
      this.entry = null;
    return this.entry;
  }

  async invalidate(): Promise<void> {
    this.clear();
    await this.channel.publish();
  }

  onModuleInit(): Promise<void> {
    return this.channel.listen(() => this.clear());
  }

  onApplicationShutdown(): Promise<void> {
    return this.channel.close();
  }

  private clear(): void {
    this.generationValue += 1;
    this.entry = null;
  }
}
