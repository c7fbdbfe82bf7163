import { BadRequestException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { parseListQuery } from '../../modules/accounts/list-query';

/** The raw query of a back-office list (ra-data-simple-rest). */
export interface RawListQuery {
  sort?: string;
  range?: string;
  filter?: string;
}

export interface AdminList<S extends string> {
  skip: number;
  take: number;
  sort: S;
  order: 'ASC' | 'DESC';
  q?: string;
  filter: Record<string, unknown>;
}

/** The furthest first row a list may ask for. */
const MAX_OFFSET = 1_000_000_000;

const invalid = (field: string, message: string) =>
  new BadRequestException({ message: 'Invalid filter', errors: { [field]: message } });

/**
 * A back-office list query: paging and `q` through the accounts parser (one contract), the sort
 * checked against this resource's sortable fields, the filter object kept for the caller.
 */
export function parseAdminList<S extends string>(
  raw: RawListQuery,
  sortable: readonly S[],
  defaultSort: S,
): AdminList<S> {
  // Paging only: the accounts parser's filters are the accounts list's own.
  const { skip, take } = parseListQuery({ range: raw.range });
  // An offset PostgreSQL's bigint (or BullMQ's range) cannot hold is the client's mistake.
  if (skip > MAX_OFFSET)
    throw new BadRequestException({
      message: 'Malformed range',
      errors: { range: `range must start at most at ${MAX_OFFSET}` },
    });
  let sort: unknown = [defaultSort, 'DESC'];
  let filter: unknown = {};
  try {
    if (raw.sort) sort = JSON.parse(raw.sort);
    if (raw.filter) filter = JSON.parse(raw.filter);
  } catch {
    throw new BadRequestException({ message: 'Malformed list query' });
  }
  const [field, order] = Array.isArray(sort) ? sort : [];
  if (!sortable.includes(field as S) || (order !== 'ASC' && order !== 'DESC'))
    throw new BadRequestException({ message: 'Unsupported sort' });
  if (!filter || typeof filter !== 'object' || Array.isArray(filter))
    throw new BadRequestException({ message: 'Malformed list query' });
  const values = filter as Record<string, unknown>;
  const q =
    typeof values.q === 'string' && values.q.trim() ? values.q.trim().slice(0, 100) : undefined;
  return { skip, take, sort: field as S, order, q, filter: values };
}

/** The filter object of an export (same `filter` parameter as the list, no paging). */
export function parseFilter(raw: string | undefined): Record<string, unknown> {
  return parseAdminList({ filter: raw }, ['createdAt'], 'createdAt').filter;
}

/** `Content-Range: <resource> <first>-<last>/<total>` as ra-data-simple-rest reads it. */
export function setContentRange(
  reply: FastifyReply,
  resource: string,
  skip: number,
  count: number,
  total: number,
): void {
  const last = count > 0 ? skip + count - 1 : skip;
  void reply.header('content-range', `${resource} ${skip}-${last}/${total}`);
}

/** Optional filter readers: absent or empty is `undefined`; a wrong value is a field-level 400. */
export const filterValue = {
  text(filter: Record<string, unknown>, key: string, max = 200): string | undefined {
    const value = filter[key];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string' || value.length > max)
      throw invalid(key, `${key} must be text of at most ${max} characters.`);
    return value.trim();
  },
  oneOf<T extends string>(
    filter: Record<string, unknown>,
    key: string,
    values: readonly T[],
  ): T | undefined {
    const value = filter[key];
    if (value === undefined || value === null || value === '') return undefined;
    if (!values.includes(value as T))
      throw invalid(key, `${key} must be one of: ${values.join(', ')}.`);
    return value as T;
  },
  uuid(filter: Record<string, unknown>, key: string): string | undefined {
    const value = filter[key];
    if (value === undefined || value === null || value === '') return undefined;
    if (
      typeof value !== 'string' ||
      !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
    )
      throw invalid(key, `${key} must be a valid id.`);
    return value.toLowerCase();
  },
  date(filter: Record<string, unknown>, key: string): Date | undefined {
    const value = filter[key];
    if (value === undefined || value === null || value === '') return undefined;
    const date = typeof value === 'string' ? new Date(value) : new Date(NaN);
    if (Number.isNaN(date.getTime()) || date.getFullYear() < 1970 || date.getFullYear() > 9999)
      throw invalid(key, `${key} must be a date.`);
    return date;
  },
  boolean(filter: Record<string, unknown>, key: string): boolean | undefined {
    const value = filter[key];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'boolean') throw invalid(key, `${key} must be true or false.`);
    return value;
  },
};

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
export const likePattern = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
