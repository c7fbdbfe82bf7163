import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CONTACT_LIMITS } from '@fabrion/shared';
import { decideEmailLimit, type EmailLimitDecision } from './contact-limits';
import type { ContactSubmissionEntity } from './entities/contact-submission.entity';

export type NewSubmission = Omit<ContactSubmissionEntity, 'id'>;

/** The per-email check could not be made (the email's lock was not had within the wait). */
export class LimitCheckFailedError extends Error {}

export type SaveResult =
  | { saved: true; id: string; outboxId: string | null }
  | Extract<EmailLimitDecision, { allowed: false }>;

/** Columns of home_contact_submissions in the order of `submissionValues`. */
const COLUMNS = [
  'name',
  'email',
  'phone',
  'company',
  'interest',
  'message',
  'spam',
  'spam_reason',
  'ip_address',
  'user_agent',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'referrer',
  'landing_page',
  'created_at',
].join(', ');
const PLACEHOLDERS = Array.from({ length: 18 }, (_, i) => `$${i + 1}`).join(', ');

const submissionValues = (s: NewSubmission): unknown[] => [
  s.name,
  s.email,
  s.phone,
  s.company,
  s.interest,
  s.message,
  s.spam,
  s.spamReason,
  s.ipAddress,
  s.userAgent,
  s.utmSource,
  s.utmMedium,
  s.utmCampaign,
  s.utmTerm,
  s.utmContent,
  s.referrer,
  s.landingPage,
  s.createdAt,
];

/** The submission's columns for `contact_submit` (keys as the columns are named). */
const submissionJson = (s: NewSubmission): Record<string, unknown> => ({
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

/** Spam: stored flagged, no limit, nothing owed. */
const INSERT_SPAM = `INSERT INTO home_contact_submissions (${COLUMNS}) VALUES (${PLACEHOLDERS})
  RETURNING id`;

/** A genuine submission: lock, limit, insert with its outbox record (see the migration). */
const SUBMIT = `SELECT saved_id, recent_at FROM contact_submit($1, $2, $3, $4, $5, make_interval(secs => $6))`;

/** PostgreSQL's lock_not_available: the email's lock was not had within the configured wait. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * The only place that writes contact submissions and their outbox records: one round trip each,
 * plain SQL (no entity hydration on the hot path).
 */
@Injectable()
export class ContactRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * A genuine submission, in one statement (`contact_submit`): serialise on the email (advisory
   * lock, so every instance agrees under concurrency), apply the per-email limit, then insert the
   * submission and its outbox record. Spam is inserted flagged, with no limit and no outbox record.
   */
  async save(submission: NewSubmission, lockTimeoutMs: number): Promise<SaveResult> {
    if (submission.spam) {
      const [row] = (await this.dataSource.query(INSERT_SPAM, submissionValues(submission))) as [
        { id: string },
      ];
      return { saved: true, id: row.id, outboxId: null };
    }
    const outboxId = randomUUID();
    const { perEmailMax, perEmailWindowMs, perEmailMinGapMs } = CONTACT_LIMITS;
    let row: { saved_id: string | null; recent_at: Date[] };
    try {
      [row] = (await this.dataSource.query(SUBMIT, [
        submissionJson(submission),
        outboxId,
        `${lockTimeoutMs}ms`,
        new Date(submission.createdAt.getTime() - perEmailWindowMs),
        perEmailMax,
        perEmailMinGapMs / 1000,
      ])) as [typeof row];
    } catch (error) {
      if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE)
        throw new LimitCheckFailedError((error as Error).message);
      throw error;
    }
    if (row.saved_id) return { saved: true, id: row.saved_id, outboxId };
    const decision = decideEmailLimit(row.recent_at, submission.createdAt);
    if (decision.allowed) throw new Error('The per-email limit refused what its rule allows');
    return decision;
  }
}
