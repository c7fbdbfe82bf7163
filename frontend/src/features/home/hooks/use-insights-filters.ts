import { useEffect, useReducer, useState } from 'react';
import { INITIAL_INSIGHTS, insightsQuery, insightsReducer } from '../lib/insights-pager';

const SEARCH_DEBOUNCE_MS = 250;

/**
 * The insights list's tab, search and page. The search box updates at once (and returns to page
 * 1); the API is asked once typing pauses for 250 ms.
 */
export function useInsightsFilters() {
  const [filters, dispatch] = useReducer(insightsReducer, INITIAL_INSIGHTS);
  const [settledSearch, setSettledSearch] = useState(filters.search);

  useEffect(() => {
    const timer = window.setTimeout(() => setSettledSearch(filters.search), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [filters.search]);

  return { filters, dispatch, query: insightsQuery(filters, settledSearch) };
}

export type InsightsFiltersState = ReturnType<typeof useInsightsFilters>;
