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

export interface PostCount {
  total: number;
  /** The planner's estimate (a search with more than EXACT_SEARCH_COUNT matches). */
  estimated: boolean;
}

/** Searches count their matches exactly up to this many; beyond, PostgreSQL's estimate is used. */
export const EXACT_SEARCH_COUNT = 1000;

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
   * (O(1) at any size). A search counts its matches through the trigram index, but stops at
   * EXACT_SEARCH_COUNT: a term found in thousands of posts would otherwise make every page of its
   * results pay for visiting all of them; beyond that the planner's estimate stands in.
   */
  async countPublished(filter: BlogPostFilter): Promise<PostCount> {
    if (!filter.q) {
      const query = this.counts
        .createQueryBuilder('count')
        .select('COALESCE(SUM(count.published), 0)', 'total');
      if (filter.category) query.where('count.category = :category', { category: filter.category });
      const row = await query.getRawOne<{ total: string }>();
      return { total: Number(row?.total ?? 0), estimated: false };
    }
    const [sql, parameters] = this.published(filter).select('1').getQueryAndParameters();
    const [{ n }] = await this.posts.query<[{ n: number }]>(
      `SELECT count(*)::int AS n FROM (${sql} LIMIT ${EXACT_SEARCH_COUNT + 1}) AS matches`,
      parameters,
    );
    if (n <= EXACT_SEARCH_COUNT) return { total: n, estimated: false };
    const [plan] = await this.posts.query<[{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }]>(
      `EXPLAIN (FORMAT JSON) ${sql}`,
      parameters,
    );
    const estimate = Math.round(plan['QUERY PLAN'][0].Plan['Plan Rows']);
    return { total: Math.max(estimate, EXACT_SEARCH_COUNT + 1), estimated: true };
  }

  /** Slug and last change of up to `limit` published posts, newest first (the sitemap). */
  findPublishedSitemapRows(
    limit: number,
  ): Promise<Array<Pick<BlogPostEntity, 'slug' | 'updatedAt'>>> {
    return this.published({})
      .select(['post.slug', 'post.updatedAt'])
      .orderBy('post.publishedOn', 'DESC', 'NULLS LAST')
      .addOrderBy('post.createdAt', 'DESC')
      .addOrderBy('post.id', 'DESC')
      .limit(limit)
      .getMany();
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
