import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ASSESSMENT_LIMITS, LANGUAGES, type Language } from '@fabrion/shared';
import { Type } from 'class-transformer';
import {
  Allow,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

export class AssessmentAnswerDto {
  @ApiProperty({ minimum: 1, maximum: ASSESSMENT_LIMITS.questions }) questionId: number;
  @ApiProperty({ minimum: ASSESSMENT_LIMITS.minScore, maximum: ASSESSMENT_LIMITS.maxScore })
  score: number;
}

/**
 * `POST /api/assessments/:type/results`. The answers are checked by the service with the shared
 * rules (`answersErrors`), which name each offending field; any other property (a client's total
 * or domain scores) is refused by the validation pipe.
 */
export class SaveAssessmentDto {
  @ApiProperty({ type: [AssessmentAnswerDto], minItems: 20, maxItems: 20 })
  @Allow()
  answers: unknown;
}

/** `PUT /api/assessments/:type/progress`: the answers so far and the question on screen. */
export class SaveProgressDto {
  @ApiProperty({ type: [AssessmentAnswerDto], maxItems: 20 })
  @Allow()
  answers: unknown;

  @ApiProperty({ minimum: 1, maximum: ASSESSMENT_LIMITS.questions })
  @Allow()
  currentQuestion: unknown;
}

export const HISTORY_MAX_PAGE_SIZE = 50;

export class HistoryQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Page must be a whole number' })
  @Min(1, { message: 'Page must be 1 or more' })
  @Max(10_000, { message: 'Page must be at most 10000' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: HISTORY_MAX_PAGE_SIZE, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Page size must be a whole number' })
  @Min(1, { message: 'Page size must be 1 or more' })
  @Max(HISTORY_MAX_PAGE_SIZE, { message: `Page size must be at most ${HISTORY_MAX_PAGE_SIZE}` })
  pageSize?: number;
}

export class ReportQueryDto {
  @ApiPropertyOptional({ enum: LANGUAGES, description: "Defaults to the account's language" })
  @IsOptional()
  @IsIn(LANGUAGES, { message: `Language must be one of ${LANGUAGES.join(', ')}` })
  lang?: Language;

  @ApiPropertyOptional({ example: 'Europe/Madrid', description: 'IANA time zone of the date' })
  @IsOptional()
  @IsString()
  @MaxLength(64, { message: 'Time zone must be at most 64 characters' })
  @Matches(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/, { message: 'Unknown time zone' })
  tz?: string;
}
