import { LRUCache } from 'lru-cache';

/** A finished HTML response: status, body, and the same body gzipped once. */
export interface CachedPage {
  status: number;
  html: string;
  gzip: Buffer;
  /** Extra response headers (a 429's Retry-After). */
  headers?: Record<string, string>;
}

interface Entry {
  page: CachedPage;
  storedAt: number;
  generation: number;
}

/**
 * Rendered public pages by URL, least recently used dropped first, each reused for `ttlMs`.
 * An entry stored under an older content generation is stale: content changes make every
 * rendered page stale at once (the content cache's generation moves on every invalidation).
 */
export class PageCache {
  private readonly entries: LRUCache<string, Entry> | null;

  constructor(
    maxPages: number,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {
    this.entries = maxPages > 0 && ttlMs > 0 ? new LRUCache({ max: maxPages }) : null;
  }

  get(key: string, generation: number): CachedPage | undefined {
    const entry = this.entries?.get(key);
    if (!entry) return undefined;
    if (entry.generation !== generation || this.now() - entry.storedAt >= this.ttlMs) {
      this.entries!.delete(key);
      return undefined;
    }
    return entry.page;
  }

  set(key: string, page: CachedPage, generation: number): void {
    this.entries?.set(key, { page, storedAt: this.now(), generation });
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }
}
