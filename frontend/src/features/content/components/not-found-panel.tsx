import { deferred } from '@/components/deferred';
import type { NotFoundPanelProps } from './not-found-notice';

/**
 * A missing case study or blog post. Its code (and icon) is a chunk of its own: a detail page
 * loads it only for an address that names nothing, not with every post and case study. A server
 * rendered 404 still has it in its markup (see `deferred`).
 */
export const NotFoundPanel = deferred<NotFoundPanelProps>(() =>
  import('./not-found-notice').then((m) => m.NotFoundNotice),
);
