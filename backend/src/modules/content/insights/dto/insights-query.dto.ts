import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  INSIGHT_TYPES,
  INSIGHTS_PAGE_SIZE,
  type InsightType,
  MAX_PAGE_SIZE,
} from '@fabrion/shared';
import { lowerCase, PAGE_SIZE_MESSAGE, PageQueryDto } from '../../dto/page-query.dto';

/** `GET /api/insights`: the home page's merged list of posts and case studies. */
export class InsightsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: INSIGHT_TYPES, default: 'all', description: 'Case-insensitive' })
  @IsOptional()
  @Transform(lowerCase)
  @IsIn(INSIGHT_TYPES, { message: `type must be one of: ${INSIGHT_TYPES.join(', ')}` })
  type: InsightType = 'all';

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: INSIGHTS_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE_SIZE_MESSAGE })
  @Min(1, { message: PAGE_SIZE_MESSAGE })
  @Max(MAX_PAGE_SIZE, { message: PAGE_SIZE_MESSAGE })
  pageSize: number = INSIGHTS_PAGE_SIZE;
}
