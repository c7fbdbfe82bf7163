import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsISO8601,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
} from 'class-validator';
import { SLUG, SLUG_MESSAGE } from '../../dto/slug';
import { PUBLISH_AT_MESSAGE, PUBLISH_AT_RANGE } from '../../admin/publish-at.dto';

/** A case study as the back office writes it (`CaseStudiesService.create`). */
export class CaseStudyInputDto {
  @ApiProperty({ maxLength: 120 })
  @Matches(SLUG, { message: SLUG_MESSAGE('caseId') })
  @MaxLength(120, { message: 'caseId must be at most 120 characters' })
  caseId: string;

  @ApiProperty({ maxLength: 200 })
  @IsString()
  @Length(1, 200, { message: 'title must be 1 to 200 characters' })
  title: string;

  @ApiProperty({ maxLength: 200 })
  @IsString()
  @Length(1, 200, { message: 'client must be 1 to 200 characters' })
  client: string;

  @ApiProperty()
  @IsString()
  @Length(1, 2000, { message: 'description must be 1 to 2000 characters' })
  description: string;

  @ApiProperty()
  @IsString()
  @Length(1, 10_000, { message: 'challenge must be 1 to 10000 characters' })
  challenge: string;

  @ApiProperty()
  @IsString()
  @Length(1, 10_000, { message: 'solution must be 1 to 10000 characters' })
  solution: string;

  @ApiProperty({ type: [String] })
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(500, { each: true, message: 'each result must be at most 500 characters' })
  results: string[];

  @ApiProperty({ type: [String] })
  @IsArray()
  @ArrayMaxSize(30)
  @IsString({ each: true })
  @MaxLength(80, { each: true, message: 'each technology must be at most 80 characters' })
  technologies: string[];

  @ApiProperty({ maxLength: 80, example: 'Manufacturing' })
  @IsString()
  @Length(1, 80, { message: 'category must be 1 to 80 characters' })
  category: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'image must be at most 500 characters' })
  image?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'A published row stays hidden until then; null publishes at once',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: PUBLISH_AT_MESSAGE })
  @Matches(PUBLISH_AT_RANGE, { message: PUBLISH_AT_MESSAGE })
  publishAt?: string | null;

  @ApiPropertyOptional({ default: false, description: 'Drafts are never public' })
  @IsOptional()
  @IsBoolean()
  published?: boolean;
}

export class CaseStudyPatchDto extends PartialType(CaseStudyInputDto) {}
