export { MAX_PAGE, parsePage } from '@fabrion/shared';

/** A list page past the last one: no items on it, though the list has some (404, not indexed). */
export function isPastLastPage(list: { items: readonly unknown[]; total: number }): boolean {
  return list.items.length === 0 && list.total > 0;
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
