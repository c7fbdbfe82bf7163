import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { MasterclassLessonEntity } from './masterclass-lesson.entity';

/**
 * One member's progress in one lesson: completed or not, and where playback stopped. The row
 * updated last is where "Resume where you left off" takes the member.
 */
@Entity('masterclass_lesson_progress')
@Index('IDX_masterclass_progress_user_updated', ['userId', 'updatedAt'])
@Check('CHK_masterclass_progress_position', `"position_seconds" BETWEEN 0 AND 86400`)
export class LessonProgressEntity {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_masterclass_progress_user' })
  user?: Relation<UserEntity>;

  @PrimaryColumn({ type: 'uuid' })
  lessonId: string;

  @ManyToOne(() => MasterclassLessonEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lesson_id', foreignKeyConstraintName: 'FK_masterclass_progress_lesson' })
  lesson?: Relation<MasterclassLessonEntity>;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @Column({ type: 'integer', default: 0 })
  positionSeconds: number;

  @Column({ type: 'timestamptz' })
  updatedAt: Date;
}
