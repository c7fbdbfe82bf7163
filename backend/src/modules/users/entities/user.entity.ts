import type { UserRole, UserStatus } from '@fabrion/shared';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  OneToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { ProfileEntity } from './profile.entity';

/** An account: a client member or a staff user. No self sign-up: staff create members. */
@Entity('users')
@Check('CHK_users_role', `"role" IN ('member', 'account_manager', 'editor', 'ops', 'admin')`)
@Check('CHK_users_status', `"status" IN ('invited', 'active', 'disabled')`)
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-cased; the sign-in key. */
  @Index('UQ_users_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** argon2id PHC string; null until the invitation is accepted. */
  @Column({ type: 'text', nullable: true })
  passwordHash: string | null;

  @Column({ type: 'varchar', length: 20, default: 'member' })
  role: UserRole;

  @Column({ type: 'varchar', length: 20, default: 'invited' })
  status: UserStatus;

  /** The member's language for e-mails (en, es, de). */
  @Column({ type: 'varchar', length: 5, default: 'en' })
  language: string;

  /** SHA-256 of the last device fingerprint seen at sign-in (device-change detection). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  deviceFingerprint: string | null;

  /** When the account last started a session (the back office's "last sign-in" filter). */
  @Column({ type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;

  @OneToOne(() => ProfileEntity, (profile) => profile.user)
  profile?: Relation<ProfileEntity>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
