import {
  Check,
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { AssessmentResultEntity } from './assessment-result.entity';

/**
 * One answer of a saved assessment (spec §3 responses: user_id, assessment_result_id, question_id,
 * score, domain). Written with its result in one statement; removed with it.
 */
@Entity('assessment_responses')
@Check('CHK_assessment_responses_score', `"score" BETWEEN 1 AND 5`)
@Check('CHK_assessment_responses_question', `"question_id" BETWEEN 1 AND 20`)
export class AssessmentResponseEntity {
  @PrimaryColumn({ type: 'uuid' })
  assessmentResultId: string;

  @ManyToOne(() => AssessmentResultEntity, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'assessment_result_id',
    foreignKeyConstraintName: 'FK_assessment_responses_result',
  })
  result?: Relation<AssessmentResultEntity>;

  @PrimaryColumn({ type: 'smallint' })
  questionId: number;

  /** The result's owner (kept per row as the spec has it; the result's own FK removes it). */
  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'smallint' })
  score: number;

  @Column({ type: 'varchar', length: 64 })
  domain: string;
}
