/**
 * `If-None-Match` against an entity tag (RFC 9110 §13.1.2: weak comparison, a list, or `*`).
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = stripWeak(etag);
  return header.split(',').some((candidate) => stripWeak(candidate.trim()) === opaque);
}

function stripWeak(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
