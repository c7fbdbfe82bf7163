import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import {
  createPostgresBackend,
  type JobsOptions,
  type Processor,
  Queue,
  Worker,
  type WorkerOptions,
  withBackend,
} from 'bullmq';
import { Redis } from 'ioredis';
import { withTimeout } from '../../../common/async/with-timeout';
import type { QueueConfig } from '../../../config';
import { CONTACT_QUEUE, type SmsJobData } from '../contact.constants';

export type ContactQueueTarget =
  | { kind: 'redis'; url: string; prefix: string }
  | { kind: 'postgres'; url: string; schema: string };

const CLOSE_TIMEOUT_MS = 2_000;
/** The producer adds one batch at a time (the relay's hand-over) plus the back office's reads. */
const PRODUCER_POOL_MAX = 4;

type WorkerTuning = Pick<WorkerOptions, 'concurrency' | 'lockDuration' | 'stalledInterval'>;

/**
 * The notification queue on Redis, or on BullMQ's PostgreSQL backend (same database, own schema)
 * when REDIS_URL is unset. Owns the connections it opens.
 */
export class ContactQueue implements OnApplicationShutdown {
  private readonly logger = new Logger(ContactQueue.name);
  readonly queue: Queue<SmsJobData>;
  private readonly clients: Redis[] = [];

  constructor(
    private readonly target: ContactQueueTarget,
    private readonly settings: QueueConfig,
  ) {
    this.queue = this.createQueue();
    this.queue.on('error', (error: Error) => this.logger.warn(`Queue error: ${error.message}`));
  }

  jobOptions(jobId: string): JobsOptions {
    return {
      jobId,
      attempts: this.settings.attempts,
      backoff: { type: 'exponential', delay: this.settings.backoffMs },
      removeOnComplete: { age: 7 * 24 * 3600 },
      removeOnFail: false,
    };
  }

  createWorker(processor: Processor<SmsJobData>, tuning: WorkerTuning): Worker<SmsJobData> {
    if (this.target.kind === 'postgres') {
      const classes = withBackend(createPostgresBackend);
      return new classes.Worker<SmsJobData>(CONTACT_QUEUE, processor, {
        ...tuning,
        connection: this.postgresConnection(this.settings.pgPoolMax),
      }) as unknown as Worker<SmsJobData>;
    }
    return new Worker<SmsJobData>(CONTACT_QUEUE, processor, {
      ...tuning,
      prefix: this.target.prefix,
      connection: this.redis({ maxRetriesPerRequest: null }),
    });
  }

  /** Which store holds the queue (shown to operators). */
  get backend(): ContactQueueTarget['kind'] {
    return this.target.kind;
  }

  /** False while a Redis connection is down (nothing could be acknowledged anyway). */
  get reachable(): boolean {
    return this.clients.every((client) => client.status === 'ready');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }

  /** Closes the queue and the connections; never hangs on a Redis that is away. */
  async close(): Promise<void> {
    const ignored = () => undefined;
    await withTimeout(this.queue.close().catch(ignored), CLOSE_TIMEOUT_MS, ignored);
    await withTimeout(
      Promise.all(this.clients.map((client) => client.quit())).catch(ignored),
      this.reachable ? CLOSE_TIMEOUT_MS : 0,
      ignored,
    );
    for (const client of this.clients) client.disconnect();
  }

  private createQueue(): Queue<SmsJobData> {
    if (this.target.kind === 'postgres') {
      const classes = withBackend(createPostgresBackend);
      return new classes.Queue<SmsJobData>(CONTACT_QUEUE, {
        connection: this.postgresConnection(PRODUCER_POOL_MAX),
      }) as unknown as Queue<SmsJobData>;
    }
    // Fail fast while Redis is away: the outbox keeps the record and the relay tries again.
    return new Queue<SmsJobData>(CONTACT_QUEUE, {
      prefix: this.target.prefix,
      connection: this.redis({ maxRetriesPerRequest: 1, enableOfflineQueue: false }),
    });
  }

  private postgresConnection(max: number) {
    const target = this.target as Extract<ContactQueueTarget, { kind: 'postgres' }>;
    return { connectionString: target.url, schema: target.schema, migrate: true, max };
  }

  private redis(options: {
    maxRetriesPerRequest: number | null;
    enableOfflineQueue?: boolean;
  }): Redis {
    const target = this.target as Extract<ContactQueueTarget, { kind: 'redis' }>;
    const client = new Redis(target.url, {
      ...options,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    client.on('error', () => undefined); // reported by the queue/worker 'error' events
    this.clients.push(client);
    return client;
  }
}
