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

/**
 * Names every object already has (`constructor`, `toString`, `__proto__`...): class-validator's
 * whitelist does not see them as unknown, so `{ "constructor": "x" }` went through. Never a field.
 */
const INHERITED_NAMES = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

/** The dotted path of the first key named like an inherited property, at any depth, or null. */
export function findInheritedKey(value: unknown, path = '', depth = 0): string | null {
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (INHERITED_NAMES.has(key)) return itemPath;
    const found = findInheritedKey(item, itemPath, depth + 1);
    if (found) return found;
  }
  return null;
}
