interface Pending<K, V> {
  key: K;
  resolve: (value: V) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: items given while a batch is running wait and go together in the next one, so a
 * lone item runs at once and a burst costs one round trip per batch instead of one per item.
 * `run` answers each key in order (same length). A failed batch rejects each of its items.
 */
export class CoalescingBatcher<K, V> {
  private pending: Array<Pending<K, V>> = [];
  private running = 0;

  constructor(
    private readonly run: (keys: K[]) => Promise<V[]>,
    private readonly options: { maxBatch: number; maxConcurrent?: number },
  ) {}

  /** Runs `key` in the next batch and settles with its answer. */
  add(key: K): Promise<V> {
    return new Promise<V>((resolve, reject) => {
      this.pending.push({ key, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    while (this.pending.length > 0 && this.running < (this.options.maxConcurrent ?? 1)) {
      const batch = this.pending.splice(0, this.options.maxBatch);
      this.running += 1;
      void this.execute(batch).finally(() => {
        this.running -= 1;
        this.next();
      });
    }
  }

  private async execute(batch: Array<Pending<K, V>>): Promise<void> {
    try {
      const values = await this.run(batch.map((item) => item.key));
      if (values.length !== batch.length)
        throw new Error(`batch answered ${values.length} of ${batch.length} items`);
      batch.forEach((item, i) => item.resolve(values[i]!));
    } catch (error) {
      for (const item of batch) item.reject(error);
    }
  }
}
