import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BLOG_CATEGORIES,
  type BlogCategory,
  type BlogPost,
  type BlogPostSummary,
  type Page,
} from '@fabrion/shared';
import type { BlogPostEntity } from '../blog-post.entity';

export class BlogPostSummaryDto implements BlogPostSummary {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'pricing-uptime-not-machines' }) slug: string;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'As written by the editor', example: 'March 4, 2025' }) date: string;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: 'null when unparsable',
  })
  publishedOn: string | null;
  @ApiProperty() excerpt: string;
  @ApiProperty({ type: String, nullable: true, description: 'Stored path (see image rules)' })
  image: string | null;
  @ApiProperty({ enum: BLOG_CATEGORIES }) category: BlogCategory;
  @ApiProperty({ example: '6 min read' }) readTime: string;
}

export class BlogPostDto extends BlogPostSummaryDto implements BlogPost {
  @ApiProperty() author: string;
  @ApiProperty() authorRole: string;
  @ApiProperty() hasAudio: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Sanitised player iframe' })
  audioEmbedHtml: string | null;
  @ApiProperty({ description: 'Formatted and sanitised body' }) contentHtml: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class BlogPostPageDto implements Page<BlogPostSummary> {
  @ApiProperty({ type: [BlogPostSummaryDto] }) items: BlogPostSummaryDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiPropertyOptional({ description: 'true when total is an estimate (more than 1,000 matches)' })
  totalIsEstimate?: boolean;
}

export type BlogPostSummaryRow = Pick<
  BlogPostEntity,
  'id' | 'slug' | 'title' | 'date' | 'publishedOn' | 'excerpt' | 'image' | 'category' | 'readTime'
>;

export function toBlogPostSummary(row: BlogPostSummaryRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    date: row.date,
    publishedOn: row.publishedOn,
    excerpt: row.excerpt,
    image: row.image || null,
    category: row.category,
    readTime: row.readTime,
  };
}

export function toBlogPost(
  entity: BlogPostEntity,
  rendered: { contentHtml: string; audioEmbedHtml: string | null },
): BlogPost {
  return {
    ...toBlogPostSummary(entity),
    author: entity.author,
    authorRole: entity.authorRole,
    hasAudio: entity.hasAudio && rendered.audioEmbedHtml !== null,
    audioEmbedHtml: entity.hasAudio ? rendered.audioEmbedHtml : null,
    contentHtml: rendered.contentHtml,
    updatedAt: entity.updatedAt.toISOString(),
  };
}
