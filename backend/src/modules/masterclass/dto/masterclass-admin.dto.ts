import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';

export const LESSON_TRANSCRIPT_MAX = 100_000;
export const DURATION = /^\d{1,3}:[0-5]\d(?::[0-5]\d)?$/;

/** A masterclass section as an editor writes it (its place comes from create/move). */
export class SectionInputDto {
  @ApiProperty({ maxLength: 200 })
  @IsString({ message: 'title must be 1 to 200 characters' })
  @Length(1, 200, { message: 'title must be 1 to 200 characters' })
  title: string;
}

export class SectionPatchDto extends PartialType(SectionInputDto) {}

/** A lesson as an editor writes it; created at the end of its section. */
export class LessonInputDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'sectionId must be a UUID' })
  sectionId: string;

  @ApiProperty({ maxLength: 200 })
  @IsString({ message: 'title must be 1 to 200 characters' })
  @Length(1, 200, { message: 'title must be 1 to 200 characters' })
  title: string;

  @ApiProperty({ maxLength: 2000 })
  @IsString({ message: 'description must be 1 to 2000 characters' })
  @Length(1, 2000, { message: 'description must be 1 to 2000 characters' })
  description: string;

  @ApiProperty({ example: '12:30' })
  @Matches(DURATION, { message: 'duration must look like 12:30 or 1:02:30' })
  @MaxLength(16, { message: 'duration must look like 12:30 or 1:02:30' })
  duration: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2048 })
  @IsOptional()
  @Matches(/^(https:\/\/|\/)\S+$/, { message: 'videoUrl must be an https:// or site-relative URL' })
  @MaxLength(2048, { message: 'videoUrl must be at most 2048 characters' })
  videoUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2048 })
  @IsOptional()
  @IsString({ message: 'thumbnail must be at most 2048 characters' })
  @MaxLength(2048, { message: 'thumbnail must be at most 2048 characters' })
  thumbnail?: string | null;

  @ApiPropertyOptional({ maxLength: LESSON_TRANSCRIPT_MAX, description: 'What the tutor reads' })
  @IsOptional()
  @IsString({ message: `transcript must be at most ${LESSON_TRANSCRIPT_MAX} characters` })
  @MaxLength(LESSON_TRANSCRIPT_MAX, {
    message: `transcript must be at most ${LESSON_TRANSCRIPT_MAX} characters`,
  })
  transcript?: string;
}

export class LessonPatchDto extends PartialType(LessonInputDto) {}

/**
 * One step up or down among its siblings (the arrows), or straight to a place among them (a drag's
 * drop): `position` counts from 0, past the end means last, and it wins when both are given.
 */
export class MoveDto {
  @ApiPropertyOptional({ enum: ['up', 'down'], description: 'Required without position' })
  @ValidateIf((dto: MoveDto) => dto.position === undefined)
  @IsIn(['up', 'down'], { message: 'direction must be up or down' })
  direction?: 'up' | 'down';

  @ApiPropertyOptional({ minimum: 0, description: 'The new place among the siblings, from 0' })
  @IsOptional()
  @IsInt({ message: 'position must be a whole number from 0' })
  @Min(0, { message: 'position must be a whole number from 0' })
  position?: number;
}

/** Where a move goes: a place, or one step (validation makes sure one of them is given). */
export function moveTarget(dto: MoveDto): MoveTarget {
  return dto.position ?? dto.direction ?? 'up';
}

/** One step up or down, or a place among the siblings from 0. */
export type MoveTarget = 'up' | 'down' | number;
