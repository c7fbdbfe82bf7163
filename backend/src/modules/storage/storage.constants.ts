import { PUBLIC_STORAGE_PATH } from '@fabrion/shared';

/** Public objects: `/storage/v1/object/public/<bucket>/<path>` (the spec's storage URLs). */
export const PUBLIC_STORAGE_PREFIX = `${PUBLIC_STORAGE_PATH}/`;

/** Files shipped with a release never change under the same name. */
export const SHIPPED_CACHE = 'public, max-age=2592000, stale-while-revalidate=86400';
/** Uploads may be replaced in place (spec: upload cache control 3600). */
export const UPLOAD_CACHE = 'public, max-age=3600';

/** Stored files are data, never documents: an SVG with a script cannot run it. */
export const STORAGE_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";
