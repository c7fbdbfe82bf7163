import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

/**
 * A signed-in device. The refresh token rotates on every use; the previous hash is kept so that
 * parallel refreshes inside the grace period succeed and a later reuse revokes the session.
 */
@Entity('sessions')
@Index('IDX_sessions_user_active', ['userId', 'revokedAt'])
export class SessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_sessions_user' })
  user?: Relation<UserEntity>;

  @Column({ type: 'char', length: 64 })
  refreshHash: string;

  @Column({ type: 'char', length: 64, nullable: true })
  previousRefreshHash: string | null;

  @Column({ type: 'timestamptz' })
  rotatedAt: Date;

  @Column({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  lastActivityAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  /** logout, timeout_idle, timeout_absolute, refresh_reuse, password_reset, disabled, signed_out_elsewhere */
  @Column({ type: 'varchar', length: 40, nullable: true })
  revokeReason: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ type: 'varchar', length: 512, nullable: true })
  userAgent: string | null;
}
