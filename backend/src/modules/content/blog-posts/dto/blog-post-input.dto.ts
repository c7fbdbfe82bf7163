import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  IsBoolean,
  IsISO8601,
  IsIn,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
} from 'class-validator';
import { BLOG_CATEGORIES, type BlogCategory } from '@fabrion/shared';
import { SLUG, SLUG_MESSAGE } from '../../dto/slug';
import { PUBLISH_AT_MESSAGE, PUBLISH_AT_RANGE } from '../../admin/publish-at.dto';

/** A blog post as the back office writes it (`BlogPostsService.create`). */
export class BlogPostInputDto {
  @ApiProperty({ maxLength: 160 })
  @Matches(SLUG, { message: SLUG_MESSAGE('slug') })
  @MaxLength(160, { message: 'slug must be at most 160 characters' })
  slug: string;

  @ApiProperty({ maxLength: 200 })
  @IsString()
  @Length(1, 200, { message: 'title must be 1 to 200 characters' })
  title: string;

  @ApiProperty({ maxLength: 40, example: 'March 4, 2025' })
  @IsString()
  @Length(1, 40, { message: 'date must be 1 to 40 characters' })
  date: string;

  @ApiProperty({ maxLength: 1000 })
  @IsString()
  @Length(1, 1000, { message: 'excerpt must be 1 to 1000 characters' })
  excerpt: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'image must be at most 500 characters' })
  image?: string | null;

  @ApiPropertyOptional({ enum: BLOG_CATEGORIES, default: 'ai' })
  @IsOptional()
  @IsIn(BLOG_CATEGORIES, { message: `category must be one of: ${BLOG_CATEGORIES.join(', ')}` })
  category?: BlogCategory;

  @ApiProperty({ maxLength: 30, example: '6 min read' })
  @IsString()
  @Length(1, 30, { message: 'readTime must be 1 to 30 characters' })
  readTime: string;

  @ApiProperty({ maxLength: 120 })
  @IsString()
  @Length(1, 120, { message: 'author must be 1 to 120 characters' })
  author: string;

  @ApiProperty({ maxLength: 120 })
  @IsString()
  @Length(1, 120, { message: 'authorRole must be 1 to 120 characters' })
  authorRole: string;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  hasAudio?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Player embed snippet' })
  @IsOptional()
  @IsString()
  @MaxLength(4000, { message: 'audioUrl must be at most 4000 characters' })
  audioUrl?: string | null;

  @ApiProperty({ description: 'Plain text with the light formatting rules, or HTML' })
  @IsString()
  @Length(1, 200_000, { message: 'content must be 1 to 200000 characters' })
  content: string;

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

export class BlogPostPatchDto extends PartialType(BlogPostInputDto) {}
