import { parsePage, parseResourceCategory, type ResourceCategory } from '@fabrion/shared';

export interface ListParams {
  category: ResourceCategory | undefined;
  q: string;
  page: number;
}

/** The list's state lives in the address (`?category=flyer&q=...&page=2`): back keeps it. */
export function readListParams(search: URLSearchParams): ListParams {
  const category = parseResourceCategory(search.get('category') ?? '');
  return {
    category,
    q: (search.get('q') ?? '').slice(0, 100),
    page: parsePage(search.get('page')),
  };
}

/** The address of a list state; a change of category or search text starts at page 1. */
export function writeListParams(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.category) search.set('category', params.category.toLowerCase().replace(/\s+/g, '-'));
  if (params.q.trim()) search.set('q', params.q);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}
