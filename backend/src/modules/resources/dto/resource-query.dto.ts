import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  MAX_PAGE,
  RESOURCE_CATEGORIES,
  RESOURCE_MAX_PAGE_SIZE,
  RESOURCE_PAGE_SIZE,
  RESOURCE_SEARCH_MAX_LENGTH,
  parseResourceCategory,
  type ResourceCategory,
} from '@fabrion/shared';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

const PAGE_MESSAGE = `page must be a whole number from 1 to ${MAX_PAGE}`;
const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${RESOURCE_MAX_PAGE_SIZE}`;
export const CATEGORY_MESSAGE = `category must be one of ${RESOURCE_CATEGORIES.join(', ')}`;

/** `GET /api/resources`: one page of the library, optionally one category and a search text. */
export class ResourceQueryDto {
  @ApiPropertyOptional({
    enum: RESOURCE_CATEGORIES,
    description: 'A category by name or slug (`case-study`), any case; absent or empty: all',
  })
  @IsOptional()
  // An unknown name stays as given, so that the rule below names it as wrong.
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string'
      ? value.trim() === ''
        ? undefined
        : (parseResourceCategory(value) ?? value)
      : value,
  )
  @IsIn(RESOURCE_CATEGORIES, { message: CATEGORY_MESSAGE })
  category?: ResourceCategory;

  @ApiPropertyOptional({
    maxLength: RESOURCE_SEARCH_MAX_LENGTH,
    description:
      'Words searched in the title, the excerpt and the body: every word must be there, each as the start of a word; case and accents are ignored',
  })
  @IsOptional()
  // Runs of white space count as one, as in the searched text.
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value,
  )
  @MaxLength(RESOURCE_SEARCH_MAX_LENGTH, {
    message: `q must be at most ${RESOURCE_SEARCH_MAX_LENGTH} characters`,
  })
  // Checked first (the rule nearest the property is registered first): a repeated `q` is a list.
  @IsString({ message: 'q must be text' })
  q?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE_MESSAGE })
  @Min(1, { message: PAGE_MESSAGE })
  @Max(MAX_PAGE, { message: PAGE_MESSAGE })
  page: number = 1;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: RESOURCE_MAX_PAGE_SIZE,
    default: RESOURCE_PAGE_SIZE,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE_SIZE_MESSAGE })
  @Min(1, { message: PAGE_SIZE_MESSAGE })
  @Max(RESOURCE_MAX_PAGE_SIZE, { message: PAGE_SIZE_MESSAGE })
  pageSize: number = RESOURCE_PAGE_SIZE;
}
