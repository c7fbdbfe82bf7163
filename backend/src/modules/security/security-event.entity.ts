import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type SecurityEventType =
  'session_start' | 'session_timeout' | 'admin_action' | 'suspicious_activity';

/** The security log (spec: security event types). */
@Entity('security_events')
@Check(
  'CHK_security_events_type',
  `"event_type" IN ('session_start', 'session_timeout', 'admin_action', 'suspicious_activity')`,
)
@Index('IDX_security_events_user', ['userId', 'createdAt'])
export class SecurityEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The member concerned, or the staff user acting (admin_action). */
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 40 })
  eventType: SecurityEventType;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ type: 'varchar', length: 512, nullable: true })
  userAgent: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  details: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
