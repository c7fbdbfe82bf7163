import { PUBLIC_STATIC_PATHS } from '@fabrion/shared';

const BY_LOWER_CASE = new Map<string, string>(
  PUBLIC_STATIC_PATHS.map((path) => [path.toLowerCase(), path]),
);

/**
 * Where a page address should be, when it is a variant of one (a trailing slash, another letter
 * case of a fixed public page: `/about/`, `/About`, `/services/dlt`), or null when it is right.
 * The router would render the variants too; one address per page keeps search engines from
 * indexing duplicates.
 */
export function canonicalRedirect(url: string): string | null {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  // No trailing slash, and one leading one: `//host/` must not become a protocol-relative URL.
  const trimmed = `/${path.replace(/^\/+|\/+$/g, '')}`;
  const canonical = BY_LOWER_CASE.get(trimmed.toLowerCase()) ?? trimmed;
  return canonical === path ? null : `${canonical}${query}`;
}
