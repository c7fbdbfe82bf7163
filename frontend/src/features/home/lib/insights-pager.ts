import { INSIGHTS_PAGE_SIZE, INSIGHTS_WINDOW, type InsightType } from '@fabrion/shared';

export interface InsightsQuery {
  type: InsightType;
  q: string;
  page: number;
  pageSize: number;
}

export interface Pager {
  pages: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/**
 * Previous and next are disabled at the ends; an empty result still has one page. The API pages
 * through the first INSIGHTS_WINDOW items only, so a larger total (such as a search's estimate,
 * `totalIsEstimate`) ends at the last page that window fills.
 */
export function insightsPager(total: number, page: number, pageSize = INSIGHTS_PAGE_SIZE): Pager {
  const reachable = Math.max(1, Math.floor(INSIGHTS_WINDOW / pageSize));
  const pages = Math.max(1, Math.min(reachable, Math.ceil(Math.max(0, total) / pageSize)));
  return { pages, hasPrevious: page > 1, hasNext: page < pages };
}

export interface InsightsFilters {
  type: InsightType;
  search: string;
  page: number;
}

export type InsightsAction =
  | { kind: 'type'; type: InsightType }
  | { kind: 'search'; search: string }
  | { kind: 'page'; page: number };

/** A tab or search change returns to page 1; paging keeps the filters. */
export function insightsReducer(state: InsightsFilters, action: InsightsAction): InsightsFilters {
  switch (action.kind) {
    case 'type':
      return state.type === action.type ? state : { ...state, type: action.type, page: 1 };
    case 'search':
      return { ...state, search: action.search, page: 1 };
    case 'page':
      return { ...state, page: Math.max(1, action.page) };
  }
}

export const INITIAL_INSIGHTS: InsightsFilters = { type: 'all', search: '', page: 1 };

/** The API arguments for a state (the search trimmed; page size 3). */
export function insightsQuery(filters: InsightsFilters, search = filters.search): InsightsQuery {
  return { type: filters.type, q: search.trim(), page: filters.page, pageSize: INSIGHTS_PAGE_SIZE };
}
