import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job, Worker } from 'bullmq';
import { DataSource } from 'typeorm';
import { CoalescingBatcher } from '../../common/async/coalescing-batcher';
import { withTimeout } from '../../common/async/with-timeout';
import { smsConfig } from '../../config';
import { CONTACT_WORKER_ENABLED, type SmsJobData, SMS_PROVIDER } from './contact.constants';
import { ContactQueue } from './notifications/contact-queue';
import { staffSmsText } from './notifications/staff-sms-text';
import type { SmsProvider } from './sms/sms-provider';

/** The columns of a submission the staff SMS uses. */
type ContactSubmissionRow = Parameters<typeof staffSmsText>[0];

interface SmsNotice {
  submission: ContactSubmissionRow;
  /** Staff numbers already served for this outbox record (a retried or re-run job). */
  deliveredTo: string[];
}

interface SmsDeliveryRecord {
  idempotencyKey: string;
  outboxId: string;
  recipient: string;
  providerMessageId: string | null;
}

/** Most jobs whose reads (or delivery records) share one query. */
const MAX_BATCH = 100;

export interface WorkerTuningConfig {
  concurrency: number;
  lockDurationMs: number;
}

/**
 * The BullMQ consumer: one SMS per staff number per submission. A delivery is recorded in
 * PostgreSQL (keyed by its idempotency key) before the job is acknowledged, so a retried or
 * re-run job skips numbers already served; the same key goes to the provider for the window
 * between its answer and our record.
 */
@Injectable()
export class ContactProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ContactProcessor.name);
  private worker: Worker<SmsJobData> | null = null;
  // The jobs running at the same time share their database round trips (group commit): what
  // arrives while queries run goes in the next one.
  private readonly notices = new CoalescingBatcher((jobs: SmsJobData[]) => this.loadNotices(jobs), {
    maxBatch: MAX_BATCH,
    maxConcurrent: 2,
  });
  private readonly deliveries = new CoalescingBatcher(
    (records: SmsDeliveryRecord[]) => this.recordDeliveries(records),
    { maxBatch: MAX_BATCH, maxConcurrent: 2 },
  );

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: ContactQueue,
    @Inject(SMS_PROVIDER) private readonly provider: SmsProvider,
    @Inject(smsConfig.KEY) private readonly sms: ConfigType<typeof smsConfig>,
    @Inject(CONTACT_WORKER_ENABLED) private readonly tuning: WorkerTuningConfig | null,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.tuning) return;
    this.worker = this.queue.createWorker((job) => this.process(job), {
      concurrency: this.tuning.concurrency,
      lockDuration: this.tuning.lockDurationMs,
      stalledInterval: Math.max(1000, Math.floor(this.tuning.lockDurationMs / 2)),
    });
    this.worker.on('error', (error: Error) => this.logger.warn(`Worker error: ${error.message}`));
    this.worker.on('failed', (job, error) =>
      this.logger.warn(
        `SMS job ${job?.id} failed (attempt ${job?.attemptsMade ?? '?'}): ${error.message}`,
      ),
    );
    this.logger.log('Contact notification worker started');
  }

  /** Graceful shutdown: stop taking jobs and let the active ones finish. */
  async beforeApplicationShutdown(): Promise<void> {
    if (!this.worker || !this.tuning) return;
    // With the queue unreachable nothing can be acknowledged: close at once instead of draining
    // (BullMQ's close() waits for the connection). A job left active is retried after its lock.
    const reachable = this.queue.reachable;
    const closed = this.worker.close(!reachable).then(
      () => true,
      () => true,
    );
    const drained = await withTimeout(
      closed,
      reachable ? this.tuning.lockDurationMs : 2_000,
      () => false,
    );
    if (!drained) this.logger.warn('Worker did not close in time; its jobs return after the lock');
  }

  async process(job: Job<SmsJobData>): Promise<{ sent: number; skipped: number }> {
    const { outboxId, submissionId } = job.data;
    const notice = await this.notices.add({ outboxId, submissionId });
    if (!notice) return { sent: 0, skipped: 0 }; // deleted since: nothing to tell
    const body = staffSmsText(notice.submission);
    if (this.sms.staffNumbers.length === 0) {
      this.logger.warn(`No SMS_STAFF_NUMBERS configured; contact ${submissionId}: ${body}`);
      return { sent: 0, skipped: 0 };
    }
    let sent = 0;
    let skipped = 0;
    for (const to of this.sms.staffNumbers) {
      if (notice.deliveredTo.includes(to)) {
        skipped += 1;
        continue;
      }
      const idempotencyKey = `contact:${outboxId}:${to}`;
      const { providerMessageId } = await this.provider.send({ to, body, idempotencyKey });
      await this.deliveries.add({ idempotencyKey, outboxId, recipient: to, providerMessageId });
      sent += 1;
    }
    return { sent, skipped };
  }

  /**
   * What the jobs running together need, in one query: each submission and the staff numbers
   * already served for its outbox record (read before sending, as each job did on its own). The
   * `= ANY` lets the planner reach submissions by primary key even while its statistics still
   * describe a small table (a join on the unnested ids alone was planned as a hash join over a
   * full scan).
   */
  private async loadNotices(jobs: SmsJobData[]): Promise<Array<SmsNotice | null>> {
    const rows: Array<ContactSubmissionRow & { outbox_id: string; delivered_to: string[] }> =
      await this.dataSource.query(
        `SELECT job.outbox_id, s.name, s.email, s.phone, s.company, s.interest, s.message,
                ARRAY(SELECT d.recipient FROM sms_deliveries d WHERE d.outbox_id = job.outbox_id)
                  AS delivered_to
           FROM unnest($1::uuid[], $2::uuid[]) AS job(outbox_id, submission_id)
           JOIN home_contact_submissions s ON s.id = job.submission_id
          WHERE s.id = ANY($2::uuid[])`,
        [jobs.map((job) => job.outboxId), jobs.map((job) => job.submissionId)],
      );
    const byOutbox = new Map(rows.map((row) => [row.outbox_id, row]));
    return jobs.map((job) => {
      const row = byOutbox.get(job.outboxId);
      return row ? { submission: row, deliveredTo: row.delivered_to } : null;
    });
  }

  /** Records the deliveries of the jobs running together, in one INSERT, before any is acknowledged. */
  private async recordDeliveries(deliveries: SmsDeliveryRecord[]): Promise<void[]> {
    await this.dataSource.query(
      `INSERT INTO sms_deliveries (idempotency_key, outbox_id, recipient, provider_message_id)
       SELECT * FROM unnest($1::varchar[], $2::uuid[], $3::varchar[], $4::varchar[])
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [
        deliveries.map((d) => d.idempotencyKey),
        deliveries.map((d) => d.outboxId),
        deliveries.map((d) => d.recipient),
        deliveries.map((d) => d.providerMessageId),
      ],
    );
    return deliveries.map(() => undefined);
  }
}
