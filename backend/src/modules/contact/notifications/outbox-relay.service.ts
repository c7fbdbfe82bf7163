import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CoalescingBatcher } from '../../../common/async/coalescing-batcher';
import { withTimeout } from '../../../common/async/with-timeout';
import { queueConfig } from '../../../config';
import { SMS_JOB } from '../contact.constants';
import { ContactQueue } from './contact-queue';

const BATCH = 200;
const ENQUEUE_TIMEOUT_MS = 3000;

/** A record just committed, handed over by the request that wrote it. */
export interface OutboxRecord {
  outboxId: string;
  submissionId: string;
}

/**
 * Moves outbox records into the queue: job id = outbox id, so a record is enqueued once even if
 * two relays (instances), the direct hand-over and the scan, or a retry after a timeout add it
 * again. A request hands its record over after the commit (`enqueue`; records committed meanwhile
 * go together in one `addBulk`, then are stamped together in one UPDATE); the scan on an interval
 * is the safety net for anything not handed over (queue unreachable, process stopped), and leaves
 * records younger than one interval to the hand-over.
 */
@Injectable()
export class OutboxRelayService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelayService.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly handingOver = new Set<Promise<void>>();
  private readonly handOver = new CoalescingBatcher<OutboxRecord, void>(
    async (records) => {
      await this.addJobs(records);
      return records.map(() => undefined);
    },
    { maxBatch: BATCH },
  );
  // Stamping runs beside the next `addBulk` rather than before it: the job is what is waited for.
  private readonly stamp = new CoalescingBatcher<string, void>((ids) => this.markEnqueued(ids), {
    maxBatch: BATCH,
  });

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: ContactQueue,
    @Inject(queueConfig.KEY) private readonly config: ConfigType<typeof queueConfig>,
  ) {}

  /**
   * Enqueues a committed record now, without waiting (the answer to the visitor does not depend
   * on it). On failure the record stays in the outbox for the scan.
   */
  enqueue(record: OutboxRecord): void {
    if (this.stopped) return;
    const done = this.handOver
      .add(record)
      .then(() => this.stamp.add(record.outboxId))
      .catch((error: unknown) =>
        this.logger.warn(
          `Direct enqueue failed, the outbox relay will retry: ${error instanceof Error ? error.message : error}`,
        ),
      )
      .finally(() => this.handingOver.delete(done));
    this.handingOver.add(done);
  }

  onApplicationBootstrap(): void {
    this.schedule();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await Promise.all([this.running, ...this.handingOver]);
  }

  /** Scans now; coalesces with a round already running. */
  private wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.wake();
      this.schedule();
    }, this.config.relayIntervalMs);
    this.timer.unref();
  }

  /** Relays batches until the outbox is empty or the queue fails. */
  private async drain(): Promise<void> {
    try {
      while (!this.stopped && (await this.relayBatch()) === BATCH);
    } catch (error) {
      this.logger.warn(
        `Outbox relay paused (will retry): ${error instanceof Error ? error.message : error}`,
      );
    }
  }

  private relayBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows: Array<{ id: string; submission_id: string }> = await manager.query(
        `SELECT id, submission_id FROM contact_outbox
          WHERE enqueued_at IS NULL AND created_at < now() - make_interval(secs => $1)
          ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
        [this.config.relayIntervalMs / 1000],
      );
      if (rows.length === 0) return 0;
      await this.addJobs(
        rows.map((row) => ({ outboxId: row.id, submissionId: row.submission_id })),
      );
      await manager.query(`UPDATE contact_outbox SET enqueued_at = now() WHERE id = ANY($1)`, [
        rows.map((row) => row.id),
      ]);
      return rows.length;
    });
  }

  /**
   * By primary key only: a condition on `enqueued_at IS NULL` would let the planner walk the
   * whole pending index (dead entries included) for every stamp.
   */
  private async markEnqueued(ids: string[]): Promise<void[]> {
    await this.dataSource.query(
      `UPDATE contact_outbox SET enqueued_at = coalesce(enqueued_at, now()) WHERE id = ANY($1)`,
      [ids],
    );
    return ids.map(() => undefined);
  }

  private async addJobs(records: OutboxRecord[]): Promise<void> {
    await withTimeout(
      this.queue.queue.addBulk(
        records.map((record) => ({
          name: SMS_JOB,
          data: record,
          opts: this.queue.jobOptions(record.outboxId),
        })),
      ),
      ENQUEUE_TIMEOUT_MS,
      () => {
        throw new Error(`queue did not answer in ${ENQUEUE_TIMEOUT_MS} ms`);
      },
    );
  }
}
