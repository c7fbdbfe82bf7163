import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { Insight, Page } from '@fabrion/shared';
import type { BlogPostListRow } from '../../blog-posts/blog-posts.repository';
import type { CaseStudyEntity } from '../../case-studies/case-study.entity';

export class InsightDto implements Insight {
  @ApiProperty({ enum: ['blog', 'case-study'] }) type: 'blog' | 'case-study';
  @ApiProperty({ description: 'Blog slug or case-study caseId' }) key: string;
  @ApiProperty({ example: '/blog/pricing-uptime-not-machines' }) href: string;
  @ApiProperty() title: string;
  @ApiProperty() excerpt: string;
  @ApiProperty({ type: String, nullable: true }) image: string | null;
  @ApiProperty() category: string;
  @ApiProperty({ example: 'March 4, 2025' }) date: string;
  @ApiProperty({ type: String, format: 'date', nullable: true }) publishedOn: string | null;
}

export class InsightPageDto implements Page<Insight> {
  @ApiProperty({ type: [InsightDto] }) items: InsightDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiPropertyOptional({ description: 'true when total is an estimate (more than 1,000 matches)' })
  totalIsEstimate?: boolean;
}

/** An insight with what orders the merged list (not sent). */
export interface RankedInsight {
  insight: Insight;
  createdAt: Date;
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function blogInsight(row: BlogPostListRow): RankedInsight {
  return {
    insight: {
      type: 'blog',
      key: row.slug,
      href: `/blog/${row.slug}`,
      title: row.title,
      excerpt: row.excerpt,
      image: row.image || null,
      category: row.category,
      date: row.date,
      publishedOn: row.publishedOn,
    },
    createdAt: row.createdAt,
  };
}

export function caseStudyInsight(study: CaseStudyEntity): RankedInsight {
  return {
    insight: {
      type: 'case-study',
      key: study.caseId,
      href: `/case-studies/${study.caseId}`,
      title: study.title,
      excerpt: study.description,
      image: study.image || null,
      category: study.category,
      date: LONG_DATE.format(study.createdAt),
      publishedOn: study.createdAt.toISOString().slice(0, 10),
    },
    createdAt: study.createdAt,
  };
}

/** Newest day first, undated posts last; same day: most recently created first. */
export function newestFirst(a: RankedInsight, b: RankedInsight): number {
  const dayA = a.insight.publishedOn;
  const dayB = b.insight.publishedOn;
  if (dayA !== dayB) {
    if (dayA === null) return 1;
    if (dayB === null) return -1;
    return dayA < dayB ? 1 : -1;
  }
  return b.createdAt.getTime() - a.createdAt.getTime();
}
