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
import { withTimeout } from '../../../common/async/with-timeout';
import { queueConfig } from '../../../config';
import { SMS_JOB } from '../contact.constants';
import { ContactQueue } from './contact-queue';

const BATCH = 200;
const ENQUEUE_TIMEOUT_MS = 3000;

/**
 * Moves outbox records into the queue: job id = outbox id, so a record is enqueued once even if
 * two relays (instances) or a retry after a timeout add it again. Woken after each insert and on
 * an interval; records stay in the outbox while the queue is unreachable.
 */
@Injectable()
export class OutboxRelayService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelayService.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: ContactQueue,
    @Inject(queueConfig.KEY) private readonly config: ConfigType<typeof queueConfig>,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Relay now (after a commit); coalesces with a round already running. */
  wake(): void {
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
        `SELECT id, submission_id FROM contact_outbox WHERE enqueued_at IS NULL
          ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      );
      if (rows.length === 0) return 0;
      await withTimeout(
        this.queue.queue.addBulk(
          rows.map((row) => ({
            name: SMS_JOB,
            data: { outboxId: row.id, submissionId: row.submission_id },
            opts: this.queue.jobOptions(row.id),
          })),
        ),
        ENQUEUE_TIMEOUT_MS,
        () => {
          throw new Error(`queue did not answer in ${ENQUEUE_TIMEOUT_MS} ms`);
        },
      );
      await manager.query(`UPDATE contact_outbox SET enqueued_at = now() WHERE id = ANY($1)`, [
        rows.map((row) => row.id),
      ]);
      return rows.length;
    });
  }
}
