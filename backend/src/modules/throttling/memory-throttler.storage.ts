import type { ThrottlerStorage } from '@nestjs/throttler';

/** What a storage answers per hit (@nestjs/throttler does not export its name). */
export type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

interface Window {
  hits: number;
  /** When the window's count starts again from zero (ms since the epoch). */
  resetsAt: number;
  /** Until when the key is refused (ms since the epoch; 0: not blocked). */
  blockedUntil: number;
}

/** Milliseconds left as the whole seconds the guard reports (never negative). */
export const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/**
 * Fixed-window hit counters with blocking in this process's memory, by the rule of the Redis
 * storage's script (`redis-throttler.storage.ts`), so a limit answers the same with and without
 * Redis. One counter per key: a hit costs the same whatever the limit. (@nestjs/throttler's own
 * memory storage keeps a timestamp per hit and filters them all on every request, so its cost grows
 * with the hits in the window: measured, a backend under a raised limit served half as many
 * requests after 30 s.) Windows that are over and unblocked are swept every `sweepEveryMs`.
 */
export class MemoryThrottlerStorage implements ThrottlerStorage {
  private readonly windows = new Map<string, Window>();
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly sweepEveryMs = 60_000,
  ) {}

  /** Keys with a counter or a block still held (for tests and diagnostics). */
  get size(): number {
    return this.windows.size;
  }

  increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const now = this.now();
    const id = `${throttlerName}:${key}`;
    let window = this.windows.get(id);
    if (window && window.blockedUntil > now) {
      const counting = window.resetsAt > now;
      return Promise.resolve({
        totalHits: counting ? window.hits : 0,
        timeToExpire: counting ? seconds(window.resetsAt - now) : 0,
        isBlocked: true,
        timeToBlockExpire: seconds(window.blockedUntil - now),
      });
    }
    if (!window || window.resetsAt <= now) {
      window = { hits: 0, resetsAt: now + ttl, blockedUntil: 0 };
      this.windows.set(id, window);
      this.sweepLater();
    }
    window.hits += 1;
    const blocked = window.hits > limit;
    if (blocked) window.blockedUntil = now + blockDuration;
    return Promise.resolve({
      totalHits: window.hits,
      timeToExpire: seconds(window.resetsAt - now),
      isBlocked: blocked,
      timeToBlockExpire: blocked ? seconds(blockDuration) : 0,
    });
  }

  /** Stops the sweep (the timer does not keep the process alive; this is for a clean close). */
  close(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }

  /** Drops the windows that are over and not blocking. */
  sweep(): void {
    const now = this.now();
    for (const [id, window] of this.windows)
      if (window.resetsAt <= now && window.blockedUntil <= now) this.windows.delete(id);
    if (this.windows.size === 0) this.close();
  }

  private sweepLater(): void {
    if (this.sweeper) return;
    this.sweeper = setInterval(() => this.sweep(), this.sweepEveryMs);
    this.sweeper.unref();
  }
}
