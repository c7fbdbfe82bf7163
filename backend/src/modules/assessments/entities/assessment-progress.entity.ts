import type { AssessmentAnswer, AssessmentType } from '@fabrion/shared';
import {
  Check,
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { ASSESSMENT_TYPE_CHECK } from './assessment-result.entity';

/** A member's unfinished run of one assessment: resumed after a reload or on another device. */
@Entity('assessment_progress')
@Check('CHK_assessment_progress_type', ASSESSMENT_TYPE_CHECK)
@Check('CHK_assessment_progress_question', `"current_question" BETWEEN 1 AND 20`)
export class AssessmentProgressEntity {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_assessment_progress_user' })
  user?: Relation<UserEntity>;

  @PrimaryColumn({ type: 'varchar', length: 32 })
  assessmentType: AssessmentType;

  /** The answers given so far, `[{ questionId, score }]`. */
  @Column({ type: 'jsonb' })
  answers: AssessmentAnswer[];

  /** The question on screen (1–20). */
  @Column({ type: 'smallint' })
  currentQuestion: number;

  @Column({ type: 'timestamptz' })
  updatedAt: Date;
}
