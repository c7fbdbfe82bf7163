import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  ManyToOne,
  JoinColumn,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

export type TokenPurpose = 'invite' | 'reset';

/** An e-mailed link's token: only its SHA-256 is stored; spent once by a POST. */
@Entity('one_time_tokens')
@Check('CHK_one_time_tokens_purpose', `"purpose" IN ('invite', 'reset')`)
export class OneTimeTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('IDX_one_time_tokens_user')
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_one_time_tokens_user' })
  user?: Relation<UserEntity>;

  @Column({ type: 'varchar', length: 10 })
  purpose: TokenPurpose;

  @Index('UQ_one_time_tokens_hash', { unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
