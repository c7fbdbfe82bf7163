import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Every failed sign-in (wrong password, unknown e-mail, throttled, disabled...). */
@Entity('auth_failures')
@Index('IDX_auth_failures_identifier', ['identifier', 'createdAt'])
export class AuthFailureEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The e-mail as typed (lower-cased, trimmed, at most 254 characters). */
  @Column({ type: 'varchar', length: 254 })
  identifier: string;

  @Column({ type: 'varchar', length: 40 })
  failureType: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ type: 'varchar', length: 512, nullable: true })
  userAgent: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
