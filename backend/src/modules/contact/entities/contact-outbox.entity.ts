import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ContactSubmissionEntity } from './contact-submission.entity';

/**
 * A notification owed for a submission, written in the submission's transaction. The relay moves
 * it into the queue (job id = this id) and stamps `enqueuedAt`.
 */
@Entity('contact_outbox')
@Index('IDX_contact_outbox_pending', ['createdAt'], { where: '"enqueued_at" IS NULL' })
export class ContactOutboxEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  submissionId: string;

  @ManyToOne(() => ContactSubmissionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'submission_id' })
  submission?: ContactSubmissionEntity;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  enqueuedAt: Date | null;
}
