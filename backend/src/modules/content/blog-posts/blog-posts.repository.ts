import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { BlogCategory } from '@fabrion/shared';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import { Clock } from '../../../common/clock';
import { adminPage, type ContentListQuery } from '../admin/admin-content-query';
import { likePattern } from '../search';
import type { BlogPostSummaryRow } from './dto/blog-post.dto';
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

/** A list row: the summary's columns and the creation time (the order's tie-breaker). */
export type BlogPostListRow = BlogPostSummaryRow & Pick<BlogPostEntity, 'createdAt'>;

/** One page of published posts and how many there are in all. */
export interface PostPage {
  rows: BlogPostListRow[];
  count: PostCount;
}

/** Searches count their matches exactly up to this many; beyond, PostgreSQL's estimate is used. */
export const EXACT_SEARCH_COUNT = 1000;

/**
 * A search the planner expects to match at least this many posts is not counted at all: the
 * estimate is its total. The estimate of an ILIKE '%term%' comes from the expression statistics'
 * histogram (about 1 % of the table a bucket), so one this far above EXACT_SEARCH_COUNT does not
 * come from a term with fewer matches (and if it ever did, the response says `totalIsEstimate`).
 */
export const TRUSTED_SEARCH_ESTIMATE = 5 * EXACT_SEARCH_COUNT;

/** The list's columns, named as the row type names them (`date` stays the text of the day). */
const LIST_COLUMNS = `id, slug, title, date, published_on::text AS "publishedOn", excerpt, image,
  category, read_time AS "readTime", created_at AS "createdAt"`;

/** The listing indexes' order: newest first by parsed date, unparsable dates (NULL) last. */
const LIST_ORDER = 'published_on DESC NULLS LAST, created_at DESC, id DESC';

/** The searched text: it must stay identical to the expression of IDX_home_blog_posts_search. */
const SEARCH_TEXT = `(title || ' ' || excerpt)`;

/** `WHERE` of the published posts matching a filter, its parameters numbered from `$first`. */
function publishedWhere(filter: BlogPostFilter, now: Date, first = 1): [string, unknown[]] {
  const parameters: unknown[] = [now];
  const conditions = ['published', `(publish_at IS NULL OR publish_at <= $${first})`];
  if (filter.category) {
    parameters.push(filter.category);
    conditions.push(`category = $${first + parameters.length - 1}`);
  }
  if (filter.q) {
    parameters.push(likePattern(filter.q));
    conditions.push(`${SEARCH_TEXT} ILIKE $${first + parameters.length - 1}`);
  }
  return [conditions.join(' AND '), parameters];
}

/**
 * The queries on blog posts. Public reads only ever see published rows. The public list and its
 * count are parameterised SQL returning plain rows (no query builder, no entity hydration): they
 * run on every request the memory cache does not answer.
 */
@Injectable()
export class BlogPostsRepository {
  constructor(
    @InjectRepository(BlogPostEntity) private readonly posts: Repository<BlogPostEntity>,
    private readonly clock: Clock,
  ) {}

  /**
   * A page of published posts in the listing indexes' order (the index walk stops after the page,
   * whatever the size of the table) and their total. Without a search both come from one
   * statement, the total from the per-category counts table (kept exact by triggers, see the
   * migration), so neither grows with the table.
   */
  async findPublishedPage(
    filter: BlogPostFilter,
    offset: number,
    limit: number,
  ): Promise<PostPage> {
    if (filter.q) {
      const [rows, count] = await Promise.all([
        this.findPublishedRows(filter, offset, limit),
        this.countMatches(filter),
      ]);
      return { rows, count };
    }
    const [where, parameters] = publishedWhere(filter, this.clock.now(), 3);
    // $3 is now, $4 the category when filtered. Scheduled posts (published, not yet due) are in
    // the counts table: they are taken off through their small partial index.
    const counted = filter.category ? 'WHERE category = $4' : '';
    const scheduled = filter.category ? 'AND category = $4' : '';
    const result = await this.posts.query<Array<BlogPostListRow & { total: number }>>(
      `SELECT counts.total - scheduled.n AS total, page.*
       FROM (SELECT COALESCE(SUM(published), 0)::int AS total
             FROM home_blog_post_counts ${counted}) AS counts
       CROSS JOIN (SELECT count(*)::int AS n FROM home_blog_posts
             WHERE published AND publish_at IS NOT NULL AND publish_at > $3 ${scheduled}) AS scheduled
       LEFT JOIN LATERAL (
         SELECT ${LIST_COLUMNS} FROM home_blog_posts WHERE ${where}
         ORDER BY ${LIST_ORDER} LIMIT $1 OFFSET $2
       ) AS page ON true`,
      [limit, offset, ...parameters],
    );
    const total = result[0]?.total ?? 0;
    // A page past the end is one row of NULLs beside the total.
    const rows = result[0]?.id ? result.map(({ total: _total, ...row }) => row) : [];
    return { rows, count: { total, estimated: false } };
  }

  /** Slug and last change of up to `limit` published posts, newest first (the sitemap). */
  findPublishedSitemapRows(
    limit: number,
  ): Promise<Array<Pick<BlogPostEntity, 'slug' | 'updatedAt'>>> {
    return this.published()
      .select(['post.slug', 'post.updatedAt'])
      .orderBy('post.publishedOn', 'DESC', 'NULLS LAST')
      .addOrderBy('post.createdAt', 'DESC')
      .addOrderBy('post.id', 'DESC')
      .limit(limit)
      .getMany();
  }

  findPublishedBySlug(slug: string): Promise<BlogPostEntity | null> {
    return this.published().andWhere('post.slug = :slug', { slug }).getOne();
  }

  findById(id: string): Promise<BlogPostEntity | null> {
    return this.posts.findOneBy({ id });
  }

  /** Every post (drafts and scheduled ones too), for the back office. */
  adminPage(query: ContentListQuery<string>, now: Date): Promise<[BlogPostEntity[], number]> {
    return adminPage(this.posts.createQueryBuilder('post'), query, ['title', 'slug'], now);
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

  private findPublishedRows(
    filter: BlogPostFilter,
    offset: number,
    limit: number,
  ): Promise<BlogPostListRow[]> {
    const [where, parameters] = publishedWhere(filter, this.clock.now(), 3);
    return this.posts.query<BlogPostListRow[]>(
      `SELECT ${LIST_COLUMNS} FROM home_blog_posts WHERE ${where}
       ORDER BY ${LIST_ORDER} LIMIT $1 OFFSET $2`,
      [limit, offset, ...parameters],
    );
  }

  /**
   * How many published posts a search matches. Counting is exact up to EXACT_SEARCH_COUNT: a term
   * found in thousands of posts would otherwise make every page of its results pay for visiting
   * all of them (ILIKE costs about 2 µs a row). The planner's estimate comes first (a plan, no row
   * read): from TRUSTED_SEARCH_ESTIMATE up it is the total; below, the matches are counted (through
   * the trigram index), stopping after EXACT_SEARCH_COUNT + 1.
   */
  private async countMatches(filter: BlogPostFilter): Promise<PostCount> {
    const [where, parameters] = publishedWhere(filter, this.clock.now());
    const matches = `SELECT 1 FROM home_blog_posts WHERE ${where}`;
    const [plan] = await this.posts.query<[{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }]>(
      `EXPLAIN (FORMAT JSON) ${matches}`,
      parameters,
    );
    const estimate = Math.round(plan['QUERY PLAN'][0].Plan['Plan Rows']);
    if (estimate >= TRUSTED_SEARCH_ESTIMATE) return { total: estimate, estimated: true };
    const [{ n }] = await this.posts.query<[{ n: number }]>(
      `SELECT count(*)::int AS n FROM (${matches} LIMIT ${EXACT_SEARCH_COUNT + 1}) AS matches`,
      parameters,
    );
    if (n <= EXACT_SEARCH_COUNT) return { total: n, estimated: false };
    return { total: Math.max(estimate, EXACT_SEARCH_COUNT + 1), estimated: true };
  }

  private published(): SelectQueryBuilder<BlogPostEntity> {
    return this.posts
      .createQueryBuilder('post')
      .where('post.published = true')
      .andWhere('(post.publishAt IS NULL OR post.publishAt <= :now)', { now: this.clock.now() });
  }
}
