import { BadRequestException } from '@nestjs/common';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import {
  type AdminListQuery,
  parseAdminListQuery,
  type RawListQuery,
} from '../../../common/admin/admin-list-query';
import type { PublishableRecord } from '../publishable-record';
import { likePattern } from '../search';

export const CONTENT_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export interface ContentListQuery<Sort extends string> extends AdminListQuery<Sort> {
  q?: string;
  status?: ContentStatus;
}

/** A content list of the back office: search `q` and `status` (draft, scheduled, published). */
export function parseContentListQuery<Sort extends string>(
  raw: RawListQuery,
  sortable: readonly Sort[],
  defaultSort: [Sort, 'ASC' | 'DESC'],
): ContentListQuery<Sort> {
  const query = parseAdminListQuery(raw, { sortable, defaultSort, filters: ['q', 'status'] });
  const status = query.filter.status;
  if (status !== undefined && !(CONTENT_STATUSES as readonly string[]).includes(status))
    throw new BadRequestException({
      message: 'Validation failed',
      errors: { 'filter.status': `status must be one of: ${CONTENT_STATUSES.join(', ')}` },
    });
  return { ...query, q: query.filter.q?.slice(0, 100), status: status as ContentStatus };
}

/** Where a row stands: a draft, published but not yet due, or public. */
export function statusOf(row: PublishableRecord, now: Date): ContentStatus {
  if (!row.published) return 'draft';
  return row.publishAt && row.publishAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** A page of every row (drafts included) for the back office, searched over `searched` columns. */
export function adminPage<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  query: ContentListQuery<string>,
  searched: string[],
  now: Date,
): Promise<[T[], number]> {
  const alias = builder.alias;
  if (query.q)
    builder.andWhere(`(${searched.map((c) => `${alias}.${c} ILIKE :pattern`).join(' OR ')})`, {
      pattern: likePattern(query.q),
    });
  if (query.status === 'draft') builder.andWhere(`${alias}.published = false`);
  if (query.status === 'scheduled')
    builder.andWhere(`${alias}.published = true AND ${alias}.publishAt > :now`, { now });
  if (query.status === 'published')
    builder.andWhere(
      `${alias}.published = true AND (${alias}.publishAt IS NULL OR ${alias}.publishAt <= :now)`,
      { now },
    );
  return builder
    .orderBy(`${alias}.${query.sort}`, query.order)
    .addOrderBy(`${alias}.id`, 'ASC')
    .skip(query.skip)
    .take(query.take)
    .getManyAndCount();
}

/** The editor's publish time: an ISO date-time string, or null for "when published". */
export function toPublishAt(value: string | null | undefined): Date | null | undefined {
  if (value === undefined) return undefined;
  return value === null || value === '' ? null : new Date(value);
}
