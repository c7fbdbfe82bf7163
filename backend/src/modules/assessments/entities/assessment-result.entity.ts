import type { AssessmentType, DomainScores } from '@fabrion/shared';
import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

export const ASSESSMENT_TYPE_CHECK = `"assessment_type" IN ('digital-transformation', 'maas', 'pbc', 'raas')`;

/**
 * A saved assessment (spec §3 results: id, user_id, domain_scores, total_score, created_at). One
 * table for the four assessments, told apart by `assessment_type` (see the README).
 */
@Entity('assessment_results')
@Check('CHK_assessment_results_type', ASSESSMENT_TYPE_CHECK)
@Check('CHK_assessment_results_total', `"total_score" BETWEEN 20 AND 100`)
@Index('IDX_assessment_results_user_type_created', ['userId', 'assessmentType', 'createdAt'])
export class AssessmentResultEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_assessment_results_user' })
  user?: Relation<UserEntity>;

  @Column({ type: 'varchar', length: 32 })
  assessmentType: AssessmentType;

  /** Domain name (the spec's, in English) → sum of its five answers. */
  @Column({ type: 'jsonb' })
  domainScores: DomainScores;

  @Column({ type: 'smallint' })
  totalScore: number;

  @Column({ type: 'timestamptz' })
  createdAt: Date;
}
