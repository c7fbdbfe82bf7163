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
  /** An estimate (a search of several words, or of a prefix of several words, over the cap). */
  estimated: boolean;
}

/**
 * Lists count their matches exactly up to this many (34 pages of 3) when the word counts cannot
 * tell (several words, or a prefix of several words); beyond, the total is estimated
 * (`totalIsEstimate`). The same cap is in `dashboard_resources_search` (migration 1795480010000).
 */
export const EXACT_SEARCH_COUNT = 100;

/** The text search configuration of `search_document` (`simple` behind `unaccent`). */
const SEARCH_CONFIG = 'resource_search';

/**
 * The member's words: runs of letters, marks and digits, as the table's trigger splits the texts
 * (ASCII punctuation is a space there too), so that none holds an operator, a quote or a
 * backslash of the member's. Null when the text has no word.
 */
function searchWords(text: string): string[] | null {
  return text.normalize('NFC').match(/[\p{L}\p{M}\p{N}]+/gu);
}

/**
 * The member's words as a prefix tsquery (`'pump':* & 'fleet':*`: every word, each the start of a
 * word of the resource), or null when the text has no word: safe to give to `to_tsquery`. Case
 * and accents are folded by PostgreSQL (the configuration's `unaccent`).
 */
export function prefixQuery(text: string): string | null {
  const words = searchWords(text);
  return words ? words.map((word) => `'${word}':*`).join(' & ') : null;
}

/**
 * A search in one statement (one round trip): `dashboard_resources_search` (migration
 * 1795480010000) answers a first row with the total (exact from the tab's and the words' counts
 * where they tell it, else counted up to EXACT_SEARCH_COUNT + 1 through the word index, and
 * estimated beyond), then the page's rows, newest first (the listing indexes' walk stops after
 * the page). A text without a word matches nothing: no table is read. Exported for the bench,
 * which times it alone.
 */
export function searchStatement(
  filter: ResourceFilter,
  offset: number,
  limit: number,
): [string, unknown[]] {
  const words = filter.q ? searchWords(filter.q) : null;
  if (filter.q && words === null)
    return ['SELECT 0 AS "matchCount", false AS "matchEstimated"', []];
  return [
    `SELECT * FROM dashboard_resources_search($1::varchar, to_tsquery('${SEARCH_CONFIG}', $2::text),
       $3::text, $4::int, $5::int)`,
    [
      filter.category ?? null,
      filter.q ? prefixQuery(filter.q) : null,
      words ? words.join(' ') : null,
      limit,
      offset,
    ],
  ];
}

type SearchRow = { matchCount: number | null; matchEstimated: boolean | null } & {
  [K in keyof ResourceListRow]?: ResourceListRow[K] | null;
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
   * A page of resources, newest first (spec §7: by date descending), and how many match, so that
   * no page pays for visiting every match of a common word or a tab. One statement
   * (`searchStatement`): its first row holds the total, the others are the page.
   */
  async findPage(
    filter: ResourceFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: ResourceListRow[]; count: ResourceCount }> {
    const [first, ...page] = await this.resources.query<SearchRow[]>(
      ...searchStatement(filter, offset, limit),
    );
    const rows = page.map(
      ({ matchCount: _count, matchEstimated: _estimated, ...row }) => row as ResourceListRow,
    );
    return {
      rows,
      count: { total: first?.matchCount ?? 0, estimated: first?.matchEstimated ?? false },
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
