import { deferred } from '@/components/deferred';

/**
 * A load failure with a way to try again. Its code (MUI's Alert) is a chunk of its own: a page
 * loads it only when something failed to load, not with every content page.
 */
export const LoadError = deferred(() => import('./load-error-alert').then((m) => m.LoadError));
