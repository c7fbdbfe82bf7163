import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ResourceCategory } from '@fabrion/shared';
import type { Repository } from 'typeorm';
import type { AdminListQuery } from '../../common/admin/admin-list-query';
import { likePattern } from '../content/search';
import { DashboardResourceEntity } from './entities/dashboard-resource.entity';
import { ResourceDownloadEntity } from './entities/resource-download.entity';

export interface ResourceFilter {
  category?: ResourceCategory;
  q?: string;
}

/** One of a member's downloads, as the back office lists them. */
export interface MemberDownloadRow {
  slug: string;
  title: string;
  downloadedAt: Date;
}

/** A list row: the card's columns. */
export type ResourceListRow = Pick<
  DashboardResourceEntity,
  'slug' | 'title' | 'excerpt' | 'category' | 'date' | 'image' | 'fileUrl'
>;

export interface ResourceCount {
  total: number;
  /** The planner's estimate (a search with more than EXACT_SEARCH_COUNT matches). */
  estimated: boolean;
}

/**
 * Lists count their matches exactly up to this many (34 pages of 3); beyond, PostgreSQL's
 * estimate is used (`totalIsEstimate`). Counting rechecks each match's text: 1,000 matches cost about 5 ms at 10,000
 * resources (measured), 100 about 0.5 ms, which keeps a search at 10,000 within 1.5x of one at 10.
 */
export const EXACT_SEARCH_COUNT = 100;
/** A list the planner expects to match at least this many is not counted (as blog posts do). */
export const TRUSTED_SEARCH_ESTIMATE = 5 * EXACT_SEARCH_COUNT;

const LIST_COLUMNS = `slug, title, excerpt, category, date::text AS date, image, file_url AS "fileUrl"`;
/**
 * The listing indexes' order: newest first. Qualified: a bare `date` would name the output
 * column `date::text AS date`, and a sort on that text cannot walk the index (every match was
 * read and sorted: 36 ms at 10,000 resources against 0.05 ms).
 */
const LIST_ORDER = 'dashboard_resources.date DESC, dashboard_resources.id DESC';

/** `WHERE` of a filter, its parameters numbered from `$first`. */
function filterWhere(filter: ResourceFilter, first = 1): [string, unknown[]] {
  const conditions = ['true'];
  const parameters: unknown[] = [];
  if (filter.category) {
    parameters.push(filter.category);
    conditions.push(`category = $${first + parameters.length - 1}`);
  }
  if (filter.q) {
    parameters.push(likePattern(filter.q));
    // search_text: kept by the table's trigger, indexed with pg_trgm (see the migration).
    conditions.push(`search_text ILIKE $${first + parameters.length - 1}`);
  }
  return [conditions.join(' AND '), parameters];
}

/**
 * The statement of a page of resources, newest first: the listing indexes' walk stops after the
 * page (exported for the integration test that reads its plan).
 */
export function pageStatement(
  filter: ResourceFilter,
  offset: number,
  limit: number,
): [string, unknown[]] {
  const [where, parameters] = filterWhere(filter, 3);
  return [
    `SELECT ${LIST_COLUMNS} FROM dashboard_resources WHERE ${where}
     ORDER BY ${LIST_ORDER} LIMIT $1 OFFSET $2`,
    [limit, offset, ...parameters],
  ];
}

/** The only place that queries the resource library's tables (parameterised SQL, plain rows). */
@Injectable()
export class ResourcesRepository {
  constructor(
    @InjectRepository(DashboardResourceEntity)
    private readonly resources: Repository<DashboardResourceEntity>,
    @InjectRepository(ResourceDownloadEntity)
    private readonly downloads: Repository<ResourceDownloadEntity>,
  ) {}

  /**
   * A page of resources, newest first (spec §7: by date descending; the listing indexes' walk
   * stops after the page), and how many match.
   */
  async findPage(
    filter: ResourceFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: ResourceListRow[]; count: ResourceCount }> {
    const [rows, count] = await Promise.all([
      this.resources.query<ResourceListRow[]>(...pageStatement(filter, offset, limit)),
      this.count(filter),
    ]);
    return { rows, count };
  }

  findBySlug(slug: string): Promise<DashboardResourceEntity | null> {
    return this.resources.findOneBy({ slug });
  }

  findById(id: string): Promise<DashboardResourceEntity | null> {
    return this.resources.findOneBy({ id });
  }

  /** A back-office page: every column but the body, searched in title and slug, by category. */
  adminPage(
    query: AdminListQuery<string> & { q?: string; category?: ResourceCategory },
  ): Promise<[DashboardResourceEntity[], number]> {
    const builder = this.resources.createQueryBuilder('r');
    if (query.q)
      builder.andWhere('(r.title ILIKE :pattern OR r.slug ILIKE :pattern)', {
        pattern: likePattern(query.q),
      });
    if (query.category) builder.andWhere('r.category = :category', { category: query.category });
    return builder
      .orderBy(`r.${query.sort}`, query.order)
      .addOrderBy('r.id', 'ASC')
      .skip(query.skip)
      .take(query.take)
      .getManyAndCount();
  }

  /** Inserts or updates through the entity manager (so that the audit log sees the change). */
  save(resource: Partial<DashboardResourceEntity>): Promise<DashboardResourceEntity> {
    return this.resources.save(this.resources.create(resource));
  }

  async remove(resource: DashboardResourceEntity): Promise<void> {
    await this.resources.remove(resource);
  }

  async recordDownload(userId: string, resourceId: string, at: Date): Promise<void> {
    await this.downloads.insert({ userId, resourceId, downloadedAt: at });
  }

  /** A member's latest downloads with the resource's slug and title (index on user, time). */
  async downloadsOf(userId: string, limit: number): Promise<[MemberDownloadRow[], number]> {
    const [rows, total] = await Promise.all([
      this.downloads.query(
        `SELECT r.slug, r.title, d.downloaded_at AS "downloadedAt"
           FROM resource_downloads d JOIN dashboard_resources r ON r.id = d.resource_id
          WHERE d.user_id = $1 ORDER BY d.downloaded_at DESC, d.id DESC LIMIT $2`,
        [userId, limit],
      ) as Promise<MemberDownloadRow[]>,
      this.downloads.count({ where: { userId } }),
    ]);
    return [rows, total];
  }

  /**
   * How many resources match: exact up to EXACT_SEARCH_COUNT, PostgreSQL's estimate beyond, with
   * or without a search, so that no page pays for visiting every match (a search's recheck costs
   * about 5 µs a row; a tab's count grows with the library). The planner's estimate comes first (a
   * plan, no row read): from TRUSTED_SEARCH_ESTIMATE up it is the total; below, the matches are
   * counted (through the trigram or the category index), stopping after EXACT_SEARCH_COUNT + 1.
   */
  private async count(filter: ResourceFilter): Promise<ResourceCount> {
    const [where, parameters] = filterWhere(filter);
    const matches = `SELECT 1 FROM dashboard_resources WHERE ${where}`;
    const [plan] = await this.resources.query<
      [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }]
    >(`EXPLAIN (FORMAT JSON) ${matches}`, parameters);
    const estimate = Math.round(plan['QUERY PLAN'][0].Plan['Plan Rows']);
    if (estimate >= TRUSTED_SEARCH_ESTIMATE) return { total: estimate, estimated: true };
    const [{ n }] = await this.resources.query<[{ n: number }]>(
      `SELECT count(*)::int AS n FROM (${matches} LIMIT ${EXACT_SEARCH_COUNT + 1}) AS matches`,
      parameters,
    );
    if (n <= EXACT_SEARCH_COUNT) return { total: n, estimated: false };
    return { total: Math.max(estimate, EXACT_SEARCH_COUNT + 1), estimated: true };
  }
}
