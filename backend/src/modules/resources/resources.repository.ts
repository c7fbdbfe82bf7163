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
 * estimate is used (`totalIsEstimate`). Each counted match is one heap row read (the GIN index of
 * the words needs no recheck), so a count reads at most 101 rows whatever the library's size.
 */
export const EXACT_SEARCH_COUNT = 100;

/** The text search configuration of `search_document` (`simple` behind `unaccent`). */
const SEARCH_CONFIG = 'resource_search';

const LIST_COLUMNS = `slug, title, excerpt, category, date::text AS date, image, file_url AS "fileUrl"`;
/**
 * The listing indexes' order: newest first. Qualified: a bare `date` would name the output
 * column `date::text AS date`, and a sort on that text cannot walk the index (every match was
 * read and sorted: 36 ms at 10,000 resources against 0.05 ms).
 */
const LIST_ORDER = 'dashboard_resources.date DESC, dashboard_resources.id DESC';

/**
 * The member's words as a prefix tsquery (`'pump':* & 'fleet':*`: every word, each the start of a
 * word of the resource), or null when the text has no word. Words are runs of letters, marks and
 * digits, as the table's trigger splits the texts (ASCII punctuation is a space there too), so
 * the result never holds an operator, a quote or a backslash of the member's: it is safe to give
 * to `to_tsquery`. Case and accents are folded by PostgreSQL (the configuration's `unaccent`).
 */
export function prefixQuery(text: string): string | null {
  const words = text.normalize('NFC').match(/[\p{L}\p{M}\p{N}]+/gu);
  return words ? words.map((word) => `'${word}':*`).join(' & ') : null;
}

/**
 * `WHERE` of a filter, its parameters numbered from `$first`, and the SQL of its category and its
 * tsquery (`NULL` when the filter has none) for `dashboard_resources_match_estimate`.
 */
function filterWhere(
  filter: ResourceFilter,
  first = 1,
): { where: string; parameters: unknown[]; category: string; query: string } {
  const conditions = ['true'];
  const parameters: unknown[] = [];
  let category = 'NULL::varchar';
  let query = 'NULL::tsquery';
  if (filter.category) {
    parameters.push(filter.category);
    category = `$${first + parameters.length - 1}`;
    conditions.push(`category = ${category}`);
  }
  if (filter.q) {
    const words = prefixQuery(filter.q);
    if (words === null) {
      // Only punctuation (`%%`, `_`): no word to find.
      conditions.push('false');
    } else {
      parameters.push(words);
      query = `to_tsquery('${SEARCH_CONFIG}', $${first + parameters.length - 1})`;
      // search_document: kept by the table's trigger, GIN-indexed (migration 1795470000000).
      conditions.push(`search_document @@ ${query}`);
    }
  }
  return { where: conditions.join(' AND '), parameters, category, query };
}

/**
 * The statement of a page of resources, newest first: the listing indexes' walk stops after the
 * page.
 */
export function pageStatement(
  filter: ResourceFilter,
  offset: number,
  limit: number,
): [string, unknown[]] {
  const { where, parameters } = filterWhere(filter, 3);
  return [
    `SELECT ${LIST_COLUMNS} FROM dashboard_resources WHERE ${where}
     ORDER BY ${LIST_ORDER} LIMIT $1 OFFSET $2`,
    [limit, offset, ...parameters],
  ];
}

/**
 * A search in one statement (one round trip, one plan): the matches counted up to
 * EXACT_SEARCH_COUNT + 1 (through the word or the category index; each a heap row, no recheck),
 * beyond that the planner's estimate (`dashboard_resources_match_estimate`, migration
 * 1795470000000: a plan of the same filter, no row read, run only then), and, joined to that
 * single row, the page (`pageStatement`): one row with null columns when the page is empty.
 * Exported for the integration test that reads its plan and for the bench, which times it alone.
 */
export function searchStatement(
  filter: ResourceFilter,
  offset: number,
  limit: number,
): [string, unknown[]] {
  const [page, parameters] = pageStatement(filter, offset, limit);
  const { where, category, query } = filterWhere(filter, 3);
  return [
    `SELECT matches.n AS "matchCount",
            CASE WHEN matches.n > ${EXACT_SEARCH_COUNT}
                 THEN dashboard_resources_match_estimate(${category}, ${query}) END AS "matchEstimate",
            page.*
       FROM (SELECT count(*)::int AS n FROM
              (SELECT 1 FROM dashboard_resources WHERE ${where} LIMIT ${EXACT_SEARCH_COUNT + 1}) AS capped
            ) AS matches
       LEFT JOIN LATERAL (${page}) AS page ON true`,
    parameters,
  ];
}

type SearchRow = { matchCount: number; matchEstimate: number | null } & {
  [K in keyof ResourceListRow]: ResourceListRow[K] | null;
};

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
   * stops after the page), and how many match: exact up to EXACT_SEARCH_COUNT, beyond that the
   * planner's estimate, so that no page pays for visiting every match of a common word or a tab.
   * One statement (`searchStatement`).
   */
  async findPage(
    filter: ResourceFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: ResourceListRow[]; count: ResourceCount }> {
    const found = await this.resources.query<SearchRow[]>(
      ...searchStatement(filter, offset, limit),
    );
    const { matchCount = 0, matchEstimate = null } = found[0] ?? {};
    const rows = found
      .filter((row) => row.slug !== null)
      .map(({ matchCount: _count, matchEstimate: _estimate, ...row }) => row as ResourceListRow);
    if (matchCount <= EXACT_SEARCH_COUNT)
      return { rows, count: { total: matchCount, estimated: false } };
    return {
      rows,
      count: { total: Math.max(matchEstimate ?? 0, EXACT_SEARCH_COUNT + 1), estimated: true },
    };
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
}
