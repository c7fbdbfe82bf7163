import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { BLOG_CATEGORIES, BLOG_PAGE_SIZE, type BlogCategory, MAX_PAGE_SIZE } from '@fabrion/shared';
import { lowerCase, PAGE_SIZE_MESSAGE, PageQueryDto } from '../../dto/page-query.dto';

/** `GET /api/blog-posts` */
export class BlogPostsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: BLOG_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE_SIZE_MESSAGE })
  @Min(1, { message: PAGE_SIZE_MESSAGE })
  @Max(MAX_PAGE_SIZE, { message: PAGE_SIZE_MESSAGE })
  pageSize: number = BLOG_PAGE_SIZE;

  @ApiPropertyOptional({ enum: BLOG_CATEGORIES, description: 'Compared case-insensitively' })
  @IsOptional()
  @Transform(lowerCase)
  @IsIn(BLOG_CATEGORIES, { message: `category must be one of: ${BLOG_CATEGORIES.join(', ')}` })
  category?: BlogCategory;
}
