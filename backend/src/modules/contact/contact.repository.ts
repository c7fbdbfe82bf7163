import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CONTACT_LIMITS } from '@fabrion/shared';
import { CoalescingBatcher } from '../../common/async/coalescing-batcher';
import { contactConfig } from '../../config';
import { decideEmailLimit, type EmailLimitDecision } from './contact-limits';
import type { ContactSubmissionEntity } from './entities/contact-submission.entity';

export type NewSubmission = Omit<ContactSubmissionEntity, 'id'>;

/** The per-email check could not be made (the email's lock was not had within the wait). */
export class LimitCheckFailedError extends Error {}

export type SaveResult =
  | { saved: true; id: string; outboxId: string | null }
  | Extract<EmailLimitDecision, { allowed: false }>;

/** A submission's element of `contact_submit_batch` (keys as the columns are named). */
const submissionJson = (s: NewSubmission, outboxId: string): Record<string, unknown> => ({
  outbox_id: outboxId,
  spam: s.spam,
  spam_reason: s.spamReason,
  name: s.name,
  email: s.email,
  phone: s.phone,
  company: s.company,
  interest: s.interest,
  message: s.message,
  ip_address: s.ipAddress,
  user_agent: s.userAgent,
  utm_source: s.utmSource,
  utm_medium: s.utmMedium,
  utm_campaign: s.utmCampaign,
  utm_term: s.utmTerm,
  utm_content: s.utmContent,
  referrer: s.referrer,
  landing_page: s.landingPage,
  created_at: s.createdAt.toISOString(),
});

/** Submissions that arrived together: lock, limit, insert (genuine ones with an outbox record). */
const SUBMIT_BATCH = `SELECT ord, saved_id, recent_at, lock_failed
  FROM contact_submit_batch($1, $2, make_interval(secs => $3), $4, make_interval(secs => $5))`;

/** Most submissions sharing one statement. */
const MAX_BATCH = 50;

interface PendingSubmission {
  submission: NewSubmission;
  outboxId: string;
}

/** One row's outcome in a batch, or what failed it. */
type RowOutcome = { savedId: string | null; recentAt: Date[]; lockFailed: boolean } | Error;

/**
 * The only place that writes contact submissions and their outbox records, in plain SQL (no entity
 * hydration on the hot path).
 */
@Injectable()
export class ContactRepository {
  // Group commit: genuine submissions arriving while a batch runs go together in the next one.
  private readonly batches = new CoalescingBatcher<PendingSubmission, RowOutcome>(
    (items) => this.submitTogether(items),
    { maxBatch: MAX_BATCH, maxConcurrent: 2 },
  );

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(contactConfig.KEY) private readonly config: ConfigType<typeof contactConfig>,
  ) {}

  /**
   * A submission goes through `contact_submit_batch` with whatever arrived with it: serialised on
   * the email (advisory lock, so every instance agrees under concurrency), limited, then inserted
   * (a genuine one with its outbox record), all committed before this resolves. Spam counts toward
   * the limit like any submission; it is stored flagged and owes no notification.
   */
  async save(submission: NewSubmission): Promise<SaveResult> {
    const outboxId = randomUUID();
    const outcome = await this.batches.add({ submission, outboxId });
    if (outcome instanceof Error) throw outcome;
    if (outcome.lockFailed)
      throw new LimitCheckFailedError(
        `the lock of ${submission.email} was not had within ${this.config.limitLockTimeoutMs} ms`,
      );
    if (outcome.savedId)
      return { saved: true, id: outcome.savedId, outboxId: submission.spam ? null : outboxId };
    const decision = decideEmailLimit(
      outcome.recentAt,
      submission.createdAt,
      this.config.emailMinGapMs,
    );
    if (decision.allowed) throw new Error('The per-email limit refused what its rule allows');
    return decision;
  }

  /**
   * One statement for the batch. If it fails as a whole, each submission is tried alone, so a row
   * the database rejects fails its own request only.
   */
  private async submitTogether(items: PendingSubmission[]): Promise<RowOutcome[]> {
    try {
      return await this.submitBatch(items);
    } catch (error) {
      if (items.length === 1) return [asError(error)];
      return Promise.all(
        items.map((item) => this.submitBatch([item]).then(([outcome]) => outcome!, asError)),
      );
    }
  }

  private async submitBatch(items: PendingSubmission[]): Promise<RowOutcome[]> {
    const { perEmailMax, perEmailWindowMs } = CONTACT_LIMITS;
    const rows = (await this.dataSource.query(SUBMIT_BATCH, [
      JSON.stringify(items.map((item) => submissionJson(item.submission, item.outboxId))),
      `${this.config.limitLockTimeoutMs}ms`,
      perEmailWindowMs / 1000,
      perEmailMax,
      this.config.emailMinGapMs / 1000,
    ])) as Array<{
      ord: number;
      saved_id: string | null;
      recent_at: Date[] | null;
      lock_failed: boolean;
    }>;
    const outcomes: RowOutcome[] = items.map(
      () => new Error('contact_submit_batch returned no row for this submission'),
    );
    for (const row of rows)
      outcomes[row.ord - 1] = {
        savedId: row.saved_id,
        recentAt: row.recent_at ?? [],
        lockFailed: row.lock_failed,
      };
    return outcomes;
  }
}

const asError = (error: unknown): Error =>
  error instanceof Error ? error : new Error(String(error));
