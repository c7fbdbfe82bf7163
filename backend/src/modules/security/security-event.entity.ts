import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The security log's event types: the spec's four (session_start, session_timeout, admin_action,
 * suspicious_activity) and the hardening's record of sign-in failures, access denials, limit hits,
 * password changes and resets, account setup and logout. A successful sign-in is its
 * session_start.
 */
export const SECURITY_EVENT_TYPES = [
  'session_start',
  'session_timeout',
  'admin_action',
  'suspicious_activity',
  'login_failure',
  'access_denied',
  'rate_limited',
  'password_change',
  'password_reset',
  'account_setup',
  'logout',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** How the recorded attempt ended. */
export const SECURITY_OUTCOMES = ['success', 'failure', 'denied', 'limited'] as const;
export type SecurityOutcome = (typeof SECURITY_OUTCOMES)[number];

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** The security log (spec: security event types). `created_at` is a UTC instant. */
@Entity('security_events')
@Check('CHK_security_events_type', `"event_type" IN (${quoted(SECURITY_EVENT_TYPES)})`)
@Check('CHK_security_events_outcome', `"outcome" IN (${quoted(SECURITY_OUTCOMES)})`)
@Index('IDX_security_events_user', ['userId', 'createdAt'])
export class SecurityEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The actor: the member concerned, or the staff user acting (admin_action); null if unknown. */
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 40 })
  eventType: SecurityEventType;

  @Column({ type: 'varchar', length: 16, default: 'success' })
  outcome: SecurityOutcome;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ type: 'varchar', length: 512, nullable: true })
  userAgent: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  details: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
