import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ASSESSMENT_TYPES,
  type AssessmentHistoryPage,
  type AssessmentLatestEntry,
  type AssessmentProgress,
  type AssessmentResultDetail,
  type AssessmentResultSummary,
  type AssessmentType,
  type DomainScores,
} from '@fabrion/shared';
import type { AssessmentProgressEntity } from '../entities/assessment-progress.entity';
import type { AssessmentResponseEntity } from '../entities/assessment-response.entity';
import type { AssessmentResultEntity } from '../entities/assessment-result.entity';
import { AssessmentAnswerDto } from './assessment-request.dto';

export class AssessmentResultSummaryDto implements AssessmentResultSummary {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ASSESSMENT_TYPES }) type: AssessmentType;
  @ApiProperty({
    example: { 'Technology Readiness': 18, 'Data Readiness': 12 },
    description: 'Domain name → score (5–25)',
  })
  domainScores: DomainScores;
  @ApiProperty({ minimum: 20, maximum: 100 }) totalScore: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class AssessmentAnsweredDto extends AssessmentAnswerDto {
  @ApiProperty() domain: string;
}

export class AssessmentResultDetailDto
  extends AssessmentResultSummaryDto
  implements AssessmentResultDetail
{
  @ApiProperty({ type: [AssessmentAnsweredDto] }) answers: AssessmentAnsweredDto[];
}

export class AssessmentLatestEntryDto implements AssessmentLatestEntry {
  @ApiProperty({ enum: ASSESSMENT_TYPES }) type: AssessmentType;
  @ApiPropertyOptional({ type: AssessmentResultSummaryDto, nullable: true })
  latest: AssessmentResultSummaryDto | null;
  @ApiProperty() completed: number;
}

export class AssessmentHistoryPageDto implements AssessmentHistoryPage {
  @ApiProperty({ type: [AssessmentResultSummaryDto] }) items: AssessmentResultSummaryDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class AssessmentProgressDto implements AssessmentProgress {
  @ApiProperty({ enum: ASSESSMENT_TYPES }) type: AssessmentType;
  @ApiProperty({ type: [AssessmentAnswerDto] }) answers: AssessmentAnswerDto[];
  @ApiProperty({ minimum: 1, maximum: 20 }) currentQuestion: number;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export const toResultSummary = (row: AssessmentResultEntity): AssessmentResultSummary => ({
  id: row.id,
  type: row.assessmentType,
  domainScores: row.domainScores,
  totalScore: row.totalScore,
  createdAt: row.createdAt.toISOString(),
});

export const toResultDetail = (
  row: AssessmentResultEntity,
  answers: readonly Pick<AssessmentResponseEntity, 'questionId' | 'score' | 'domain'>[],
): AssessmentResultDetail => ({
  ...toResultSummary(row),
  answers: answers.map(({ questionId, score, domain }) => ({ questionId, score, domain })),
});

export const toProgress = (row: AssessmentProgressEntity): AssessmentProgress => ({
  type: row.assessmentType,
  answers: row.answers,
  currentQuestion: row.currentQuestion,
  updatedAt: row.updatedAt.toISOString(),
});

export const toLatestEntries = (
  rows: ReadonlyArray<{ result: AssessmentResultEntity; completed: number }>,
): AssessmentLatestEntry[] =>
  ASSESSMENT_TYPES.map((type) => {
    const row = rows.find((r) => r.result.assessmentType === type);
    return {
      type,
      latest: row ? toResultSummary(row.result) : null,
      completed: row?.completed ?? 0,
    };
  });
