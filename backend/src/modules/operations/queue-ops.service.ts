import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import type { Job } from 'bullmq';
import { type AdminList, filterValue } from '../../common/admin/admin-list';
import type { SmsJobData } from '../contact/contact.constants';
import { ContactQueue } from '../contact/notifications/contact-queue';
import {
  JOB_STATES,
  type JobStateName,
  type QueueCounts,
  type QueueCountsView,
  type QueueJobView,
} from './dto/queue.dto';
import { maskDeep, maskPersonalData } from './mask-personal-data';

const JOB_ID = /^[\w:.-]{1,100}$/;
/** Most failed jobs one "retry all" moves back per round. */
const RETRY_BATCH = 1000;

const iso = (ms: number | undefined | null) => (ms ? new Date(ms).toISOString() : null);

/**
 * Operators' view of the notification queue on either backend (BullMQ's own API on Redis or
 * PostgreSQL): counts per state, jobs with personal data masked, retry and remove.
 */
@Injectable()
export class QueueOpsService {
  private readonly logger = new Logger(QueueOpsService.name);

  constructor(private readonly contactQueue: ContactQueue) {}

  private get queue() {
    return this.contactQueue.queue;
  }

  async counts(): Promise<QueueCountsView> {
    const raw = await this.queue.getJobCounts(...JOB_STATES);
    const counts = Object.fromEntries(JOB_STATES.map((s) => [s, raw[s] ?? 0])) as QueueCounts;
    return { ...counts, backend: this.contactQueue.backend };
  }

  async failedCount(): Promise<number> {
    return this.queue.getFailedCount();
  }

  static state(filter: Record<string, unknown>): JobStateName {
    return filterValue.oneOf(filter, 'state', JOB_STATES) ?? 'failed';
  }

  async list(query: AdminList<'createdAt'>): Promise<[QueueJobView[], number]> {
    const state = QueueOpsService.state(query.filter);
    const [jobs, total] = await Promise.all([
      this.queue.getJobs([state], query.skip, query.skip + query.take - 1, query.order === 'ASC'),
      this.queue.getJobCountByTypes(state),
    ]);
    const views = await Promise.all(
      jobs.filter(Boolean).map((job) => this.view(job as Job<SmsJobData>, state)),
    );
    return [views, total];
  }

  async get(id: string): Promise<QueueJobView> {
    return this.view(await this.find(id));
  }

  /** Moves one failed job back to waiting with its attempts reset. */
  async retry(id: string): Promise<QueueJobView> {
    const job = await this.find(id);
    if ((await job.getState()) !== 'failed')
      throw new ConflictException('Only a failed job can be retried.');
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    this.logger.log(`Job ${id} retried by staff`);
    return this.get(id);
  }

  /** Moves every failed job back to waiting; answers how many were failed. */
  async retryAllFailed(): Promise<{ retried: number }> {
    const failed = await this.queue.getFailedCount();
    if (failed > 0) await this.queue.retryJobs({ state: 'failed', count: RETRY_BATCH });
    this.logger.log(`${failed} failed job(s) retried by staff`);
    return { retried: failed };
  }

  async remove(id: string): Promise<{ id: string }> {
    const job = await this.find(id);
    if ((await job.getState()) === 'active')
      throw new ConflictException('A running job cannot be removed; wait until it ends.');
    await job.remove();
    this.logger.log(`Job ${id} removed by staff`);
    return { id };
  }

  private async find(id: string): Promise<Job<SmsJobData>> {
    if (!JOB_ID.test(id))
      throw new BadRequestException({ message: 'Invalid job', errors: { id: 'Invalid job id.' } });
    const job = (await this.queue.getJob(id)) as Job<SmsJobData> | undefined;
    if (!job) throw new NotFoundException('Job not found');
    return job;
  }

  private async view(job: Job<SmsJobData>, knownState?: string): Promise<QueueJobView> {
    return {
      id: String(job.id),
      name: job.name,
      state: knownState ?? (await job.getState()),
      attemptsMade: job.attemptsMade,
      attemptsAllowed: job.opts.attempts ?? 1,
      failedReason: job.failedReason ? maskPersonalData(job.failedReason) : null,
      stacktrace: (job.stacktrace ?? []).map(maskPersonalData),
      data: maskDeep(job.data),
      returnValue: maskDeep(job.returnvalue ?? null),
      createdAt: iso(job.timestamp),
      processedAt: iso(job.processedOn),
      finishedAt: iso(job.finishedOn),
    };
  }
}
