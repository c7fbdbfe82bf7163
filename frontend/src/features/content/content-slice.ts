import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { type ApiExtra, requestJson } from '@/lib/request-json';

/**
 * The public content read from the API (posts, case studies, insights, jobs, logos), cached by
 * request path. A small stand-in for RTK Query, which the member portal uses: RTK Query is
 * about 13 KB gzip, too much for the public pages' first load (150 KB budget). Server rendering
 * fills this cache and hands it to the browser, which hydrates from it without refetching.
 */
export interface ContentEntry {
  status: 'pending' | 'fulfilled' | 'rejected';
  data?: unknown;
  error?: FetchBaseQueryError;
  /** When the last answer arrived (ms since the epoch); a pending first request has none. */
  receivedAt?: number;
}

export interface ContentState {
  entries: Record<string, ContentEntry>;
}

/** As long as RTK Query kept unused data: an answer older than this is fetched again on mount. */
export const CONTENT_FRESH_MS = 300_000;

/** A 404 is an answer like data (the page shows Not Found); other errors are retried on mount. */
export function needsFetch(entry: ContentEntry | undefined, now = Date.now()): boolean {
  if (!entry) return true;
  if (entry.status === 'pending') return false;
  if (entry.status === 'rejected' && entry.error?.status !== 404) return true;
  return now - (entry.receivedAt ?? 0) > CONTENT_FRESH_MS;
}

type ContentRoot = { content: ContentState };

export const fetchContent = createAsyncThunk<
  unknown,
  { path: string; force?: boolean },
  { state: ContentRoot; extra: ApiExtra; rejectValue: FetchBaseQueryError }
>(
  'content/fetch',
  async ({ path }, { extra, rejectWithValue }) => {
    const result = await requestJson(extra, path);
    return result.error ? rejectWithValue(result.error) : result.data;
  },
  {
    // One request per path at a time; a fresh answer is reused (`force`: the Try Again button).
    condition: ({ path, force }, { getState }) => {
      const entry = getState().content.entries[path];
      return force ? entry?.status !== 'pending' : needsFetch(entry);
    },
  },
);

export const contentSlice = createSlice({
  name: 'content',
  initialState: { entries: {} } as ContentState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchContent.pending, (state, { meta }) => {
        const entry = state.entries[meta.arg.path];
        if (entry) entry.status = 'pending';
        else state.entries[meta.arg.path] = { status: 'pending' };
      })
      .addCase(fetchContent.fulfilled, (state, { meta, payload }) => {
        state.entries[meta.arg.path] = {
          status: 'fulfilled',
          data: payload,
          receivedAt: Date.now(),
        };
      })
      .addCase(fetchContent.rejected, (state, { meta, payload, error }) => {
        state.entries[meta.arg.path] = {
          status: 'rejected',
          error: payload ?? { status: 'CUSTOM_ERROR', error: error.message ?? 'Request failed' },
          receivedAt: Date.now(),
        };
      });
  },
});
