import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { fetchContent } from '../content-slice';

/** A request path with the type of its answer. */
export type ContentQuery<T> = string & { readonly answer?: T };

export interface ContentQueryResult<T> {
  /** The answer for this path, or while it loads, the last answer this component had. */
  data?: T;
  /** The answer for this path only. */
  currentData?: T;
  error?: FetchBaseQueryError;
  isError: boolean;
  /** Nothing to show yet: no answer for this path and none before it. */
  isLoading: boolean;
  refetch: () => void;
}

/** Reads one content path from the store, fetching it when it is missing or stale. */
export function useContentQuery<T>(path: ContentQuery<T>): ContentQueryResult<T> {
  const dispatch = useAppDispatch();
  const entry = useAppSelector((state) => state.content.entries[path]);

  useEffect(() => {
    void dispatch(fetchContent({ path }));
  }, [dispatch, path]);
  const refetch = useCallback(
    () => void dispatch(fetchContent({ path, force: true })),
    [dispatch, path],
  );

  const currentData = entry?.status !== 'rejected' ? (entry?.data as T | undefined) : undefined;
  // The last answer this component showed, kept while the next path loads (React's pattern for
  // state derived from the previous render).
  const [last, setLast] = useState(currentData);
  if (currentData !== undefined && currentData !== last) setLast(currentData);
  const isError = entry?.status === 'rejected';
  const data = currentData ?? last;
  return {
    data,
    currentData,
    error: isError ? entry.error : undefined,
    isError,
    isLoading: data === undefined && !isError,
    refetch,
  };
}
