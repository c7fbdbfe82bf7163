import { LRUCache } from 'lru-cache';

/** A finished HTML response: status, body, and the same body gzipped once. */
export interface CachedPage {
  status: number;
  html: string;
  gzip: Buffer;
  /** Extra response headers (a 429's Retry-After). */
  headers?: Record<string, string>;
}

/** A page found in the cache; past its TTL it is `stale` (served while it is rendered again). */
export interface CacheHit {
  page: CachedPage;
  stale: boolean;
}

interface Entry {
  page: CachedPage;
  storedAt: number;
  generation: number;
}

/**
 * Rendered public pages by URL, least recently used dropped first, each fresh for `ttlMs` and
 * then stale (still served, once, while a new render replaces it). An entry stored under an older
 * content generation is gone: content changes make every rendered page unusable at once (the
 * content cache's generation moves on every invalidation). Renders of one address are shared by
 * the requests that wait for it (`once`).
 */
export class PageCache {
  private readonly entries: LRUCache<string, Entry> | null;
  private readonly renders = new Map<string, Promise<CachedPage>>();

  constructor(
    maxPages: number,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {
    this.entries = maxPages > 0 && ttlMs > 0 ? new LRUCache({ max: maxPages }) : null;
  }

  get(key: string, generation: number): CacheHit | undefined {
    const entry = this.entries?.get(key);
    if (!entry) return undefined;
    if (entry.generation !== generation) {
      this.entries!.delete(key);
      return undefined;
    }
    return { page: entry.page, stale: this.now() - entry.storedAt >= this.ttlMs };
  }

  set(key: string, page: CachedPage, generation: number): void {
    this.entries?.set(key, { page, storedAt: this.now(), generation });
  }

  /**
   * `render()` of an address under a content generation, started once however many requests ask
   * for it while it runs (a page's expiry under load is one render, not one per request).
   */
  once(key: string, generation: number, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const flight = `${generation}\u0000${key}`;
    let pending = this.renders.get(flight);
    if (!pending) {
      pending = render().finally(() => this.renders.delete(flight));
      this.renders.set(flight, pending);
    }
    return pending;
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }

  /** Renders under way (for tests and diagnostics). */
  get rendering(): number {
    return this.renders.size;
  }
}
