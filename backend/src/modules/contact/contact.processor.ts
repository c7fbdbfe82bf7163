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
import { withTimeout } from '../../common/async/with-timeout';
import { smsConfig } from '../../config';
import { CONTACT_WORKER_ENABLED, type SmsJobData, SMS_PROVIDER } from './contact.constants';
import { ContactSubmissionEntity } from './entities/contact-submission.entity';
import { SmsDeliveryEntity } from './entities/sms-delivery.entity';
import { ContactQueue } from './notifications/contact-queue';
import { staffSmsText } from './notifications/staff-sms-text';
import type { SmsProvider } from './sms/sms-provider';

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
    const submission = await this.dataSource
      .getRepository(ContactSubmissionEntity)
      .findOneBy({ id: submissionId });
    if (!submission) return { sent: 0, skipped: 0 }; // deleted since: nothing to tell
    const body = staffSmsText(submission);
    if (this.sms.staffNumbers.length === 0) {
      this.logger.warn(`No SMS_STAFF_NUMBERS configured; contact ${submissionId}: ${body}`);
      return { sent: 0, skipped: 0 };
    }
    const deliveries = this.dataSource.getRepository(SmsDeliveryEntity);
    let sent = 0;
    let skipped = 0;
    for (const to of this.sms.staffNumbers) {
      const idempotencyKey = `contact:${outboxId}:${to}`;
      if (await deliveries.existsBy({ idempotencyKey })) {
        skipped += 1;
        continue;
      }
      const { providerMessageId } = await this.provider.send({ to, body, idempotencyKey });
      await deliveries
        .createQueryBuilder()
        .insert()
        .values({ idempotencyKey, outboxId, recipient: to, providerMessageId })
        .orIgnore()
        .execute();
      sent += 1;
    }
    return { sent, skipped };
  }
}
