import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { ContactSubmissionEntity } from '../../contact/entities/contact-submission.entity';
import { UserEntity } from '../../users/entities/user.entity';

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * The back office's triage of a contact submission (1:1, written on the first staff change; a
 * submission without a row is a `new` lead with no owner). Spam stays flagged on the submission;
 * `releasedAt` moves a flagged one into the inbox.
 */
@Entity('leads')
@Check('CHK_leads_status', `"status" IN ('new', 'contacted', 'qualified', 'closed')`)
@Index('IDX_leads_owner', ['ownerId'])
export class LeadEntity {
  @PrimaryColumn({ type: 'uuid' })
  submissionId: string;

  @OneToOne(() => ContactSubmissionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'submission_id', foreignKeyConstraintName: 'FK_leads_submission' })
  submission?: Relation<ContactSubmissionEntity>;

  @Column({ type: 'varchar', length: 20, default: 'new' })
  status: LeadStatus;

  @Column({ type: 'uuid', nullable: true })
  ownerId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'FK_leads_owner' })
  owner?: Relation<UserEntity>;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  /** When staff released a spam-flagged submission into the inbox. */
  @Column({ type: 'timestamptz', nullable: true })
  releasedAt: Date | null;

  @Column({ type: 'timestamptz' })
  updatedAt: Date;
}
