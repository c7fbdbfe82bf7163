import { applyDecorators, BadRequestException } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';

/** The raw query of a back-office list (ra-data-simple-rest). */
export interface RawListQuery {
  sort?: unknown;
  range?: unknown;
  filter?: unknown;
}

export interface AdminListQuery<Sort extends string> {
  skip: number;
  take: number;
  sort: Sort;
  order: 'ASC' | 'DESC';
  /** The filter object's string values (other types are refused), control characters refused. */
  filter: Record<string, string>;
}

export const MAX_ADMIN_PAGE = 100;
// PostgreSQL cannot store NUL; other C0 controls have no business in a list query either.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

function invalid(errors: Record<string, string>): never {
  throw new BadRequestException({ message: 'Validation failed', errors });
}

function parse(name: string, value: unknown, fallback: unknown): unknown {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string') invalid({ [name]: `${name} must be given once` });
  if (CONTROL.test(value)) invalid({ [name]: `${name} must not contain control characters` });
  try {
    return JSON.parse(value);
  } catch {
    return invalid({ [name]: `${name} must be JSON` });
  }
}

/**
 * The back office's list contract: `sort=["field","ASC"]`, `range=[first,last]` (at most
 * MAX_ADMIN_PAGE rows) and `filter={"name":"value"}` with only the `filters` a resource knows.
 * Anything else is a 400 naming the parameter: never a 500 (`sort=null`, `range={}`, bad JSON, NUL).
 */
export function parseAdminListQuery<Sort extends string>(
  raw: RawListQuery,
  options: { sortable: readonly Sort[]; defaultSort: [Sort, 'ASC' | 'DESC']; filters: string[] },
): AdminListQuery<Sort> {
  const sort = parse('sort', raw.sort, options.defaultSort);
  const range = parse('range', raw.range, [0, 24]);
  const filter = parse('filter', raw.filter, {});
  if (
    !Array.isArray(sort) ||
    sort.length !== 2 ||
    !(options.sortable as readonly unknown[]).includes(sort[0]) ||
    !['ASC', 'DESC'].includes(sort[1] as string)
  )
    invalid({
      sort: `sort must be ["field","ASC|DESC"] with a field of ${options.sortable.join(', ')}`,
    });
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !Number.isSafeInteger(range[0]) ||
    !Number.isSafeInteger(range[1]) ||
    (range[0] as number) < 0 ||
    (range[1] as number) < (range[0] as number)
  )
    invalid({ range: 'range must be [first,last] with 0 <= first <= last' });
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    invalid({ filter: 'filter must be a JSON object' });
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
    if (!options.filters.includes(key)) invalid({ filter: `Unknown filter ${key.slice(0, 40)}` });
    if (value === null || value === undefined || value === '') continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      invalid({ [`filter.${key}`]: `${key} must be a text` });
    const text = String(value).trim();
    if (CONTROL.test(text))
      invalid({ [`filter.${key}`]: `${key} must not contain control characters` });
    if (text.length > 200) invalid({ [`filter.${key}`]: `${key} must be at most 200 characters` });
    if (text) values[key] = text;
  }
  const [first, last] = range as [number, number];
  return {
    sort: sort[0] as Sort,
    order: sort[1] as 'ASC' | 'DESC',
    skip: first,
    take: Math.min(MAX_ADMIN_PAGE, last - first + 1),
    filter: values,
  };
}

/** `Content-Range: <resource> <first>-<last>/<total>` for a page starting at `skip`. */
export function contentRange(resource: string, skip: number, count: number, total: number): string {
  const last = count > 0 ? skip + count - 1 : skip;
  return `${resource} ${skip}-${last}/${total}`;
}

/** The list contract's three query parameters in the OpenAPI document. */
export function AdminListDocs(): MethodDecorator {
  return applyDecorators(
    ApiQuery({ name: 'sort', required: false, type: String, example: '["createdAt","DESC"]' }),
    ApiQuery({ name: 'range', required: false, type: String, example: '[0,24]' }),
    ApiQuery({ name: 'filter', required: false, type: String, example: '{"q":"text"}' }),
  );
}
