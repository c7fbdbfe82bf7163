import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A contact form message (spec: home_contact_submissions). Text is stored trimmed and
 * HTML-escaped, the email lowercased. Spam (honeypot or too-fast fill) is kept, flagged, and never
 * notified.
 */
@Entity('home_contact_submissions')
@Index('IDX_home_contact_submissions_email_created', ['email', 'createdAt'])
export class ContactSubmissionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Column({ type: 'text', nullable: true })
  company: string | null;

  @Column({ type: 'varchar', length: 40 })
  interest: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'boolean', default: false })
  spam: boolean;

  /** `honeypot` or `fill-time` when `spam`. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  spamReason: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ipAddress: string | null;

  @Column({ type: 'varchar', length: 512, nullable: true })
  userAgent: string | null;

  @Column({ type: 'text', nullable: true })
  utmSource: string | null;

  @Column({ type: 'text', nullable: true })
  utmMedium: string | null;

  @Column({ type: 'text', nullable: true })
  utmCampaign: string | null;

  @Column({ type: 'text', nullable: true })
  utmTerm: string | null;

  @Column({ type: 'text', nullable: true })
  utmContent: string | null;

  @Column({ type: 'text', nullable: true })
  referrer: string | null;

  @Column({ type: 'text', nullable: true })
  landingPage: string | null;

  /** From the injected Clock, so the per-email limits follow controlled time in tests. */
  @Column({ type: 'timestamptz' })
  createdAt: Date;
}
