import { registerAs } from '@nestjs/config';
import { z } from 'zod';
import { bool, int, validateEnv } from './validate-env';

const schema = z.object({
  /** Run the notification worker inside the web process (default) or only via `npm run worker`. */
  QUEUE_WORKER_IN_PROCESS: bool(true),
  /** SMS jobs one worker process runs at once; jobs running together share their queries. */
  QUEUE_WORKER_CONCURRENCY: int(50, 1, 200),
  /** Attempts per notification job, with exponential backoff from QUEUE_BACKOFF_MS. */
  QUEUE_ATTEMPTS: int(6, 1, 50),
  QUEUE_BACKOFF_MS: int(1000, 10),
  /** A job whose worker stops renewing its lock this long (crash) is handed to another worker. */
  QUEUE_LOCK_MS: int(30_000, 1000),
  /**
   * How often the outbox relay looks for records not yet in the queue, older than this (a request
   * enqueues its own record right after the commit; the scan is the safety net).
   */
  QUEUE_RELAY_INTERVAL_MS: int(1000, 50),
  /**
   * Connections of the worker's pool on BullMQ's PostgreSQL backend (REDIS_URL unset): each job's
   * completion is one transaction, so this bounds how many jobs finish at once. Measured with the
   * contact API saturated (`npm run bench -- contact`): with 4 the API outran the worker and
   * delivery fell 17-23 s behind; with 12 acceptance settles where the worker keeps up (p95 under
   * 1 s).
   */
  QUEUE_PG_POOL_MAX: int(12, 1, 50),
  /** PostgreSQL schema of BullMQ's tables when REDIS_URL is unset. */
  QUEUE_PG_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .default('bullmq'),
});

export const queueConfig = registerAs('queue', () => {
  const env = validateEnv('queue', schema);
  return {
    workerInProcess: env.QUEUE_WORKER_IN_PROCESS,
    concurrency: env.QUEUE_WORKER_CONCURRENCY,
    attempts: env.QUEUE_ATTEMPTS,
    backoffMs: env.QUEUE_BACKOFF_MS,
    lockMs: env.QUEUE_LOCK_MS,
    relayIntervalMs: env.QUEUE_RELAY_INTERVAL_MS,
    pgSchema: env.QUEUE_PG_SCHEMA,
    pgPoolMax: env.QUEUE_PG_POOL_MAX,
  };
});

export type QueueConfig = ReturnType<typeof queueConfig>;
