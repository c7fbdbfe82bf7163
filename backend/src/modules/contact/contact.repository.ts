import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { CONTACT_LIMITS } from '@fabrion/shared';
import { decideEmailLimit, type EmailLimitDecision } from './contact-limits';
import { ContactOutboxEntity } from './entities/contact-outbox.entity';
import { ContactSubmissionEntity } from './entities/contact-submission.entity';

export type NewSubmission = Omit<ContactSubmissionEntity, 'id'>;

/** The per-email check could not be made (lock wait timed out, database error). */
export class LimitCheckFailedError extends Error {}

export type SaveResult =
  | { saved: true; id: string; outboxId: string | null }
  | Extract<EmailLimitDecision, { allowed: false }>;

/** The only place that writes contact submissions and their outbox records. */
@Injectable()
export class ContactRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * In one transaction: for a genuine submission, serialise on the email (advisory lock, so every
   * instance agrees under concurrency), apply the per-email limit, then insert the submission and
   * its outbox record. Spam is inserted flagged, with no limit and no outbox record.
   */
  async save(submission: NewSubmission, lockTimeoutMs: number): Promise<SaveResult> {
    return this.dataSource.transaction(async (manager) => {
      if (!submission.spam) {
        const decision = await this.checkEmailLimit(manager, submission, lockTimeoutMs);
        if (!decision.allowed) return decision;
      }
      const { id } = await manager.save(
        ContactSubmissionEntity,
        manager.create(ContactSubmissionEntity, submission),
      );
      if (submission.spam) return { saved: true as const, id, outboxId: null };
      const outboxId = randomUUID();
      await manager.insert(ContactOutboxEntity, { id: outboxId, submissionId: id });
      return { saved: true as const, id, outboxId };
    });
  }

  private async checkEmailLimit(
    manager: EntityManager,
    submission: NewSubmission,
    lockTimeoutMs: number,
  ): Promise<EmailLimitDecision> {
    try {
      await manager.query(`SELECT set_config('lock_timeout', $1, true)`, [`${lockTimeoutMs}ms`]);
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 42))`, [
        `contact:${submission.email}`,
      ]);
      const since = new Date(submission.createdAt.getTime() - CONTACT_LIMITS.perEmailWindowMs);
      const rows: Array<{ created_at: Date }> = await manager.query(
        `SELECT created_at FROM home_contact_submissions
          WHERE email = $1 AND NOT spam AND created_at > $2 ORDER BY created_at`,
        [submission.email, since],
      );
      await manager.query(`SELECT set_config('lock_timeout', '0', true)`);
      return decideEmailLimit(
        rows.map((row) => row.created_at),
        submission.createdAt,
      );
    } catch (error) {
      throw new LimitCheckFailedError(error instanceof Error ? error.message : String(error));
    }
  }
}
