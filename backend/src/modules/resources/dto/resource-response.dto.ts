import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  RESOURCE_CATEGORIES,
  type ResourceCategory,
  type ResourceDetail,
  type ResourcePage,
  type ResourceSummary,
} from '@fabrion/shared';
import { basename } from 'node:path';
import type { DashboardResourceEntity } from '../entities/dashboard-resource.entity';

export class ResourceSummaryDto implements ResourceSummary {
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty() excerpt: string;
  @ApiProperty({ enum: RESOURCE_CATEGORIES }) category: ResourceCategory;
  @ApiProperty({ format: 'date', example: '2026-09-18' }) date: string;
  @ApiProperty({ type: String, nullable: true }) image: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Name of the file served by `/api/resources/:slug/file`',
  })
  fileName: string | null;
}

export class ResourceDetailDto extends ResourceSummaryDto implements ResourceDetail {
  @ApiProperty({ type: String, nullable: true, description: 'Sanitised HTML' })
  contentHtml: string | null;
}

export class ResourcePageDto implements ResourcePage {
  @ApiProperty({ type: [ResourceSummaryDto] }) items: ResourceSummaryDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiPropertyOptional({
    description: 'true when total is an estimate (more than 100 matches)',
  })
  totalIsEstimate?: boolean;
}

export function resourceFileName(
  resource: Pick<DashboardResourceEntity, 'fileUrl'>,
): string | null {
  return resource.fileUrl ? basename(resource.fileUrl) : null;
}

export function toResourceSummary(
  resource: Pick<
    DashboardResourceEntity,
    'slug' | 'title' | 'excerpt' | 'category' | 'date' | 'image' | 'fileUrl'
  >,
): ResourceSummary {
  return {
    slug: resource.slug,
    title: resource.title,
    excerpt: resource.excerpt,
    category: resource.category,
    date: resource.date,
    image: resource.image,
    fileName: resourceFileName(resource),
  };
}
