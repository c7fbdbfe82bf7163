export const JOB_STATES = ['waiting', 'active', 'delayed', 'completed', 'failed'] as const;
export type JobStateName = (typeof JOB_STATES)[number];

export type QueueCounts = Record<JobStateName, number>;

export interface QueueCountsView extends QueueCounts {
  /** `redis`, or `postgres` (BullMQ's PostgreSQL backend) when REDIS_URL is unset. */
  backend: 'redis' | 'postgres';
}

/** A notification job as operators see it: personal data masked. */
export interface QueueJobView {
  id: string;
  name: string;
  state: string;
  attemptsMade: number;
  attemptsAllowed: number;
  failedReason: string | null;
  stacktrace: string[];
  data: unknown;
  returnValue: unknown;
  createdAt: string | null;
  processedAt: string | null;
  finishedAt: string | null;
}
