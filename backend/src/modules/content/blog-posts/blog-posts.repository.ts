import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { BlogCategory } from '@fabrion/shared';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import { likePattern } from '../search';
import type { BlogPostSummaryRow } from './dto/blog-post.dto';
import { BlogPostCountEntity } from './blog-post-count.entity';
import { BlogPostEntity } from './blog-post.entity';

export interface BlogPostFilter {
  q?: string;
  category?: BlogCategory;
}

const SUMMARY_COLUMNS = [
  'id',
  'slug',
  'title',
  'date',
  'publishedOn',
  'excerpt',
  'image',
  'category',
  'readTime',
  'createdAt',
] as const satisfies ReadonlyArray<keyof BlogPostListRow>;

/** A list row: the summary's columns and the creation time (the order's tie-breaker). */
export type BlogPostListRow = BlogPostSummaryRow & Pick<BlogPostEntity, 'createdAt'>;

/** The queries on blog posts. Public reads only ever see published rows. */
@Injectable()
export class BlogPostsRepository {
  constructor(
    @InjectRepository(BlogPostEntity) private readonly posts: Repository<BlogPostEntity>,
    @InjectRepository(BlogPostCountEntity) private readonly counts: Repository<BlogPostCountEntity>,
  ) {}

  /** Newest first by parsed date, unparsable dates last (the listing index's order). */
  findPublishedPage(
    filter: BlogPostFilter,
    offset: number,
    limit: number,
  ): Promise<BlogPostListRow[]> {
    return this.published(filter)
      .select(SUMMARY_COLUMNS.map((column) => `post.${column}`))
      .orderBy('post.publishedOn', 'DESC', 'NULLS LAST')
      .addOrderBy('post.createdAt', 'DESC')
      .addOrderBy('post.id', 'DESC')
      .offset(offset)
      .limit(limit)
      .getMany();
  }

  /**
   * Published posts matching the filter. Without a search the per-category counts table answers
   * (O(1) at any size); a search counts its matches through the trigram index.
   */
  async countPublished(filter: BlogPostFilter): Promise<number> {
    if (filter.q) return this.published(filter).getCount();
    const query = this.counts
      .createQueryBuilder('count')
      .select('COALESCE(SUM(count.published), 0)', 'total');
    if (filter.category) query.where('count.category = :category', { category: filter.category });
    const row = await query.getRawOne<{ total: string }>();
    return Number(row?.total ?? 0);
  }

  findPublishedBySlug(slug: string): Promise<BlogPostEntity | null> {
    return this.posts.findOneBy({ slug, published: true });
  }

  findBySlug(slug: string): Promise<BlogPostEntity | null> {
    return this.posts.findOneBy({ slug });
  }

  save(entity: BlogPostEntity): Promise<BlogPostEntity> {
    return this.posts.save(entity);
  }

  create(values: Partial<BlogPostEntity>): BlogPostEntity {
    return this.posts.create(values);
  }

  async remove(slug: string): Promise<boolean> {
    const result = await this.posts.delete({ slug });
    return (result.affected ?? 0) > 0;
  }

  private published(filter: BlogPostFilter): SelectQueryBuilder<BlogPostEntity> {
    const query = this.posts.createQueryBuilder('post').where('post.published = true');
    if (filter.category) query.andWhere('post.category = :category', { category: filter.category });
    // The expression must stay identical to the one of IDX_home_blog_posts_search.
    if (filter.q) {
      query.andWhere(`(post.title || ' ' || post.excerpt) ILIKE :pattern`, {
        pattern: likePattern(filter.q),
      });
    }
    return query;
  }
}
