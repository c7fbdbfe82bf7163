import { createHash } from 'node:crypto';

/**
 * The preview tokens' HS256 key, derived from the access tokens' secret (every instance shares
 * it) and distinct from it: a preview link travels in URLs, so it must never pass as an access
 * token, and an access token never as a preview.
 */
export function previewTokenKey(jwtSecret: string): Buffer {
  return createHash('sha256').update(`content-preview-key:${jwtSecret}`).digest();
}
