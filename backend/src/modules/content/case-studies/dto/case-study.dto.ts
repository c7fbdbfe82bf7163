import { ApiProperty } from '@nestjs/swagger';
import {
  CASE_STUDY_GROUPS,
  type CaseStudy,
  type CaseStudyGroup,
  caseStudyGroup,
} from '@fabrion/shared';
import type { CaseStudyEntity } from '../case-study.entity';

export class CaseStudyDto implements CaseStudy {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'predictive-maintenance-press-lines' }) caseId: string;
  @ApiProperty() title: string;
  @ApiProperty() client: string;
  @ApiProperty() description: string;
  @ApiProperty() challenge: string;
  @ApiProperty() solution: string;
  @ApiProperty({ type: [String] }) results: string[];
  @ApiProperty({ type: [String] }) technologies: string[];
  @ApiProperty({ example: 'Manufacturing' }) category: string;
  @ApiProperty({ enum: CASE_STUDY_GROUPS, description: 'Display group of the category' })
  group: CaseStudyGroup;
  @ApiProperty({ type: String, nullable: true, description: 'Stored path (see image rules)' })
  image: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export function toCaseStudy(entity: CaseStudyEntity): CaseStudy {
  return {
    id: entity.id,
    caseId: entity.caseId,
    title: entity.title,
    client: entity.client,
    description: entity.description,
    challenge: entity.challenge,
    solution: entity.solution,
    results: entity.results,
    technologies: entity.technologies,
    category: entity.category,
    group: caseStudyGroup(entity.category),
    image: entity.image || null,
    createdAt: entity.createdAt.toISOString(),
  };
}
