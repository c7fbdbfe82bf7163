import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { MasterclassCourse } from '@fabrion/shared';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { withTimeout } from '../../common/async/with-timeout';
import { Clock } from '../../common/clock';
import { redisConfig } from '../../config';
import { closeRedis } from '../../redis/close-redis';
import { REDIS_CLIENT } from '../../redis/redis.constants';
import { MASTERCLASS_CACHE_TTL_MS } from './masterclass.constants';

interface Entry {
  course: MasterclassCourse;
  /** The course serialised once: the list is sent as these bytes while cached. */
  json: string;
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
  private readonly logger = new Logger(MasterclassCacheService.name);
  private readonly instanceId = randomUUID();
  private readonly channel: string;
  private entry: Entry | null = null;
  private generationValue = 0;
  private subscriber?: Redis;

  constructor(
    @Inject(redisConfig.KEY) redisSettings: ConfigType<typeof redisConfig>,
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
    private readonly clock: Clock,
  ) {
    this.channel = `${redisSettings.keyPrefix}:masterclass:invalidate`;
  }

  get generation(): number {
    return this.generationValue;
  }

  get(): MasterclassCourse | null {
    return this.fresh()?.course ?? null;
  }

  getJson(): string | null {
    return this.fresh()?.json ?? null;
  }

  /** Keeps the list unless a write happened since `generation` was read; answers its JSON. */
  store(course: MasterclassCourse, generation: number): string {
    const json = JSON.stringify(course);
    if (generation === this.generationValue)
      this.entry = { course, json, storedAt: this.clock.now().getTime() };
    return json;
  }

  private fresh(): Entry | null {
    if (this.entry && this.clock.now().getTime() - this.entry.storedAt >= MASTERCLASS_CACHE_TTL_MS)
      this.entry = null;
    return this.entry;
  }

  async invalidate(): Promise<void> {
    this.clear();
    if (!this.redis) return;
    try {
      await this.redis.publish(this.channel, this.instanceId);
    } catch (error) {
      this.logger.warn(
        `Could not tell other instances about a course change (they catch up within 5 minutes): ${(error as Error).message}`,
      );
    }
  }

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    subscriber.on('error', () => undefined); // the main client already reports Redis errors
    subscriber.on('message', (_channel: string, sender: string) => {
      if (sender !== this.instanceId) this.clear();
    });
    subscriber.on('ready', () => this.clear());
    const subscribed = subscriber.subscribe(this.channel).then(
      () => true,
      (error: Error) => {
        this.logger.warn(`Course cache invalidation channel unavailable: ${error.message}`);
        return false;
      },
    );
    await withTimeout(subscribed, 2000, () => false);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.subscriber) await closeRedis(this.subscriber);
  }

  private clear(): void {
    this.generationValue += 1;
    this.entry = null;
  }
}
