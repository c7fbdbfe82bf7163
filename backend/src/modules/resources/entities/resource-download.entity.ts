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
import { DashboardResourceEntity } from './dashboard-resource.entity';

/** One member's download of one resource's file (who, which, when), for the back office. */
@Entity('resource_downloads')
@Index('IDX_resource_downloads_resource_at', ['resourceId', 'downloadedAt'])
@Index('IDX_resource_downloads_user_at', ['userId', 'downloadedAt'])
export class ResourceDownloadEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_resource_downloads' })
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_resource_downloads_user' })
  user?: Relation<UserEntity>;

  @Column({ type: 'uuid' })
  resourceId: string;

  @ManyToOne(() => DashboardResourceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'resource_id', foreignKeyConstraintName: 'FK_resource_downloads_resource' })
  resource?: Relation<DashboardResourceEntity>;

  @Column({ type: 'timestamptz' })
  downloadedAt: Date;
}
