/** The deepest page the API serves (its MAX_PAGE); a deeper `?page=` is treated as not given. */
export const MAX_PAGE = 10_000;

/** The page named by a `?page=` value: a whole number from 1, anything else means page 1. */
export function parsePage(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,5}$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** How many pages `total` items fill, at least one (an empty list is one empty page). */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/**
 * The query string of another page of the same list: other parameters (such as `?lang=`) are
 * kept, page 1 is the bare URL so each page has one address.
 */
export function pageSearch(current: URLSearchParams | string, page: number): string {
  const next = new URLSearchParams(current);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const query = next.toString();
  return query ? `?${query}` : '';
}
