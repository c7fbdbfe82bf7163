import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One SMS the provider accepted, keyed by its idempotency key (outbox id + recipient). Written
 * before the job is acknowledged, so a retried job skips what was already sent.
 */
@Entity('sms_deliveries')
@Index('IDX_sms_deliveries_outbox', ['outboxId'])
export class SmsDeliveryEntity {
  @PrimaryColumn({ type: 'varchar', length: 200 })
  idempotencyKey: string;

  @Column({ type: 'uuid' })
  outboxId: string;

  @Column({ type: 'varchar', length: 32 })
  recipient: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  providerMessageId: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  sentAt: Date;
}
