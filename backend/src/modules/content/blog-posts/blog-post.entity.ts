import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { PublishableRecord } from '../publishable-record';
import type { BlogCategory } from '@fabrion/shared';

/**
 * An article (spec: home_blog_posts). Only `published` rows are public.
 *
 * Two indexes live in the migration only (TypeORM cannot express them, hence `synchronize: false`):
 * the listing order `(published_on DESC NULLS LAST, created_at DESC, id DESC) WHERE published` and
 * a pg_trgm GIN index on `title || ' ' || excerpt` for the case-insensitive search.
 */
@Entity('home_blog_posts')
@Index('IDX_home_blog_posts_scheduled', { synchronize: false })
@Check(
  'CHK_home_blog_posts_category',
  `"category" IN ('ai', 'automation', 'strategy', 'innovation')`,
)
@Index('IDX_home_blog_posts_listing', { synchronize: false })
@Index('IDX_home_blog_posts_category_listing', { synchronize: false })
@Index('IDX_home_blog_posts_search', { synchronize: false })
export class BlogPostEntity extends PublishableRecord {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('UQ_home_blog_posts_slug', { unique: true })
  @Column({ type: 'varchar', length: 160 })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** The date exactly as the editor wrote it ("March 4, 2025"). */
  @Column({ type: 'varchar', length: 40 })
  date: string;

  /** `date` parsed to a day, or null when unparsable (such posts sort last). */
  @Column({ type: 'date', nullable: true })
  publishedOn: string | null;

  @Column({ type: 'text' })
  excerpt: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  image: string | null;

  @Column({ type: 'varchar', length: 20, default: 'ai' })
  category: BlogCategory;

  @Column({ type: 'varchar', length: 30 })
  readTime: string;

  @Column({ type: 'varchar', length: 120 })
  author: string;

  @Column({ type: 'varchar', length: 120 })
  authorRole: string;

  @Column({ type: 'boolean', default: false })
  hasAudio: boolean;

  /** The audio player's embed snippet (an iframe), sanitised on the way out. */
  @Column({ type: 'text', nullable: true })
  audioUrl: string | null;

  /** The body: plain text with the light formatting rules, or HTML. */
  @Column({ type: 'text' })
  content: string;
}
