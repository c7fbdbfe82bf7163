import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { withTimeout } from '../common/async/with-timeout';
import { closeRedis } from './close-redis';

const SUBSCRIBE_WAIT_MS = 2000;

/**
 * "Forget it on every instance": a Redis pub/sub channel over which an instance's in-memory
 * cache tells the others to clear. `clear` runs for every other instance's message and on every
 * (re)subscription, because messages sent while disconnected are lost. Without Redis (`redis`
 * null) it does nothing: the caller clears itself, and its entries' lifetime bounds the rest.
 */
export class InvalidationChannel {
  private readonly instanceId = randomUUID();
  private readonly logger: Logger;
  private subscriber?: Redis;

  /**
   * `channel`: the full channel name (with the Redis key prefix); `what`: what changed, for the
   * warnings ("course", "content"); `lag`: how soon other instances catch up when a message is lost.
   */
  constructor(
    private readonly redis: Redis | null,
    private readonly channel: string,
    private readonly options: { what: string; lag: string; context: string },
  ) {
    this.logger = new Logger(options.context);
  }

  /** Subscribes (at start): boot waits at most 2 s for an unreachable Redis, then goes on. */
  async listen(clear: () => void): Promise<void> {
    if (!this.redis) return;
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    subscriber.on('error', () => undefined); // the main client already reports Redis errors
    subscriber.on('message', (_channel: string, sender: string) => {
      if (sender !== this.instanceId) clear();
    });
    subscriber.on('ready', clear);
    const subscribed = subscriber.subscribe(this.channel).then(
      () => true,
      (error: Error) => {
        this.logger.warn(
          `${capitalised(this.options.what)} cache invalidation channel unavailable: ${error.message}`,
        );
        return false;
      },
    );
    await withTimeout(subscribed, SUBSCRIBE_WAIT_MS, () => false);
  }

  /** Tells every other instance to clear; a Redis failure is logged, never thrown. */
  async publish(): Promise<void> {
    if (!this.redis) return;
    try {
      await this.redis.publish(this.channel, this.instanceId);
    } catch (error) {
      this.logger.warn(
        `Could not tell other instances about a ${this.options.what} change (they catch up within ${this.options.lag}): ${(error as Error).message}`,
      );
    }
  }

  async close(): Promise<void> {
    if (this.subscriber) await closeRedis(this.subscriber);
  }
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
