import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { Redis } from 'ioredis';
import { redisConfig } from '../config';
import { closeRedis } from './close-redis';
import { REDIS_CLIENT } from './redis.constants';

/** The one Redis connection of the process for commands (throttling, counters), when configured. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS_CLIENT,
      inject: [redisConfig.KEY],
      useFactory: (config: ConfigType<typeof redisConfig>): Redis | null => {
        if (!config.url) return null;
        const logger = new Logger('Redis');
        const client = new Redis(config.url, {
          lazyConnect: false,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: true,
          retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
        });
        let lastError = '';
        client.on('error', (error: Error) => {
          if (error.message !== lastError) logger.warn(`Redis error: ${error.message}`);
          lastError = error.message;
        });
        client.on('ready', () => {
          lastError = '';
          logger.log('Redis connected');
        });
        return client;
      },
    },
  ],
  exports: [REDIS_CLIENT],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly client: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.client) await closeRedis(this.client);
  }
}
