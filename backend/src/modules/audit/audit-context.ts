import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditChange } from './entities/audit-entry.entity';

/** What a staff write collects while it runs: the records it changed. */
export interface AuditScope {
  changes: AuditChange[];
}

/** Set by the audit interceptor around a staff write; read by the entity subscriber. */
export const auditScope = new AsyncLocalStorage<AuditScope>();

/** Column names or properties whose values are never recorded (hashes, tokens, secrets). */
const SECRET = /password|hash|token|secret|fingerprint|otp|api_?key/i;
const MAX_TEXT = 2000;

/** A recordable copy of a value: dates as ISO, long text cut, nested objects kept as JSON. */
function recordable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && value.length > MAX_TEXT) return `${value.slice(0, MAX_TEXT)}…`;
  if (Buffer.isBuffer(value)) return `<${value.length} bytes>`;
  return value;
}

/** The fields of a record as the audit log keeps them: secrets left out. */
export function auditFields(
  values: Record<string, unknown>,
  keys: Iterable<string> = Object.keys(values),
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of keys) {
    if (SECRET.test(key)) continue;
    const value = values[key];
    if (value === undefined) continue;
    if (
      value !== null &&
      typeof value === 'object' &&
      !(value instanceof Date) &&
      !Array.isArray(value)
    )
      if (!Buffer.isBuffer(value) && Object.getPrototypeOf(value) !== Object.prototype) continue; // a relation
    fields[key] = recordable(value);
  }
  return fields;
}

/** Only the fields whose value changed, before and after. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const result = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!(key in after)) continue;
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    result.before[key] = before[key] ?? null;
    result.after[key] = after[key];
  }
  return result;
}
