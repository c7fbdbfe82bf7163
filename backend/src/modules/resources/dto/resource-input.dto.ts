import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { RESOURCE_CATEGORIES, type ResourceCategory } from '@fabrion/shared';
import { IsIn, IsISO8601, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { SLUG, SLUG_MESSAGE } from '../../content/dto/slug';
import { CATEGORY_MESSAGE } from './resource-query.dto';

/** A library resource as the back office writes it (its file is uploaded separately). */
export class ResourceInputDto {
  @ApiProperty({ maxLength: 160 })
  @Matches(SLUG, { message: SLUG_MESSAGE('slug') })
  @MaxLength(160, { message: 'slug must be at most 160 characters' })
  slug: string;

  @ApiProperty({ maxLength: 200 })
  @IsString({ message: 'title must be 1 to 200 characters' })
  @Length(1, 200, { message: 'title must be 1 to 200 characters' })
  title: string;

  @ApiProperty({ maxLength: 2000 })
  @IsString({ message: 'excerpt must be 1 to 2000 characters' })
  @Length(1, 2000, { message: 'excerpt must be 1 to 2000 characters' })
  excerpt: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Rich HTML, sanitised on read',
  })
  @IsOptional()
  @IsString({ message: 'content must be text' })
  @MaxLength(100_000, { message: 'content must be at most 100000 characters' })
  content?: string | null;

  @ApiProperty({ enum: RESOURCE_CATEGORIES })
  @IsIn(RESOURCE_CATEGORIES, { message: CATEGORY_MESSAGE })
  category: ResourceCategory;

  @ApiProperty({ format: 'date', example: '2026-11-25' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must be a date (YYYY-MM-DD)' })
  @IsISO8601({ strict: true }, { message: 'date must be a date (YYYY-MM-DD)' })
  date: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @IsOptional()
  @IsString({ message: 'image must be at most 500 characters' })
  @MaxLength(500, { message: 'image must be at most 500 characters' })
  image?: string | null;
}

export class ResourcePatchDto extends PartialType(ResourceInputDto) {}
