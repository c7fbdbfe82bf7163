/** NUL (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its pair (not Unicode). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_TEXT_MESSAGE = 'contains a character that is not allowed';

/**
 * The dotted path of the first string in `value` (any depth, keys included) that PostgreSQL could
 * not store, or null. Such input reached the database and failed there as a 500.
 */
export function findUnstorableText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path || 'value' : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (UNSTORABLE.test(key)) return itemPath;
    const found = findUnstorableText(item, itemPath, depth + 1);
    if (found) return found;
  }
  return null;
}
