/** Browsers and proxies may reuse a public response for a minute, and a stale one for five more. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** URL paths of the public content API (cached, see `cache/`). */
export const CONTENT_PATHS = [
  '/api/case-studies',
  '/api/blog-posts',
  '/api/insights',
  '/api/jobs',
  '/api/client-logos',
];

export { MAX_PAGE } from '@fabrion/shared';

/** Bucket of client logos in public storage (spec: about-us/clients/{filename}). */
export const CLIENT_LOGO_BUCKET = 'about-us';
