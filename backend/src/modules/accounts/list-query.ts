import { BadRequestException } from '@nestjs/common';

const SORTABLE = ['email', 'createdAt', 'role', 'status'] as const;

export interface ListQuery {
  skip: number;
  take: number;
  sort: (typeof SORTABLE)[number];
  order: 'ASC' | 'DESC';
  q?: string;
}

function json(value: string | undefined, fallback: unknown): unknown {
  if (value === undefined || value === '') return fallback;
  try {
    return JSON.parse(value);
  } catch {
    throw new BadRequestException({ message: 'Malformed list query' });
  }
}

/**
 * The back office's list contract (ra-data-simple-rest): `sort=["field","ASC"]`,
 * `range=[0,24]`, `filter={"q":"…"}`; at most 100 rows per page.
 */
export function parseListQuery(raw: { sort?: string; range?: string; filter?: string }): ListQuery {
  const [field, direction] = json(raw.sort, ['createdAt', 'DESC']) as [string, string];
  const [start, end] = json(raw.range, [0, 24]) as [number, number];
  const filter = json(raw.filter, {}) as { q?: unknown };
  if (!(SORTABLE as readonly string[]).includes(field) || !['ASC', 'DESC'].includes(direction))
    throw new BadRequestException({ message: 'Unsupported sort' });
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start)
    throw new BadRequestException({ message: 'Malformed range' });
  return {
    sort: field as ListQuery['sort'],
    order: direction as ListQuery['order'],
    skip: start,
    take: Math.min(100, end - start + 1),
    q: typeof filter.q === 'string' && filter.q.trim() ? filter.q.trim().slice(0, 100) : undefined,
  };
}
