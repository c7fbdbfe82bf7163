import { PREVIEW_PARAM } from '@fabrion/shared';
import { useSearchParams } from 'react-router';

/**
 * The editor's preview token of this page's address, if any. The server renders a page with one
 * only when it is live for the page's document (it drops any other), so a page that has it shows
 * the unpublished document.
 */
export function usePreviewToken(): string | null {
  return useSearchParams()[0].get(PREVIEW_PARAM);
}

/** The same for a route's prefetch. */
export function previewToken(searchParams: URLSearchParams): string | null {
  return searchParams.get(PREVIEW_PARAM);
}
