import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_PAGE_SIZE } from '@fabrion/shared';
import { MAX_PAGE } from '../content.constants';

export const SEARCH_MAX_LENGTH = 100;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Enumerations in query strings compare case-insensitively. */
export const lowerCase = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** `page`, `pageSize` and the search text `q` shared by the paginated lists. */
export abstract class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `page must be a whole number from 1 to ${MAX_PAGE}` })
  @Min(1, { message: `page must be a whole number from 1 to ${MAX_PAGE}` })
  @Max(MAX_PAGE, { message: `page must be a whole number from 1 to ${MAX_PAGE}` })
  page: number = 1;

  abstract pageSize: number;

  @ApiPropertyOptional({
    maxLength: SEARCH_MAX_LENGTH,
    description: 'Case-insensitive text searched in the title and the excerpt',
  })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'q must be text' })
  @MaxLength(SEARCH_MAX_LENGTH, { message: `q must be at most ${SEARCH_MAX_LENGTH} characters` })
  q?: string;
}

export const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
