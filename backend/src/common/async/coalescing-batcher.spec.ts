import { CoalescingBatcher } from './coalescing-batcher';

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

/** A batch function that records its batches and answers when told to. */
function recorder() {
  const batches: number[][] = [];
  const release: Array<() => void> = [];
  const run = (keys: number[]) => {
    batches.push(keys);
    return new Promise<string[]>((resolve) =>
      release.push(() => resolve(keys.map((k) => `v${k}`))),
    );
  };
  return { batches, release, run };
}

describe(CoalescingBatcher.name, () => {
  it('should run a lone item at once, alone', async () => {
    const { batches, release, run } = recorder();
    const sut = new CoalescingBatcher(run, { maxBatch: 10 });
    const answer = sut.add(1);
    expect(batches).toEqual([[1]]);
    release.shift()!();
    await expect(answer).resolves.toBe('v1');
  });

  it('should group what arrives while a batch runs, each getting its own answer', async () => {
    const { batches, release, run } = recorder();
    const sut = new CoalescingBatcher(run, { maxBatch: 10 });
    const answers = [1, 2, 3, 4].map((k) => sut.add(k));
    expect(batches).toEqual([[1]]);
    release.shift()!();
    await tick();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    release.shift()!();
    await expect(Promise.all(answers)).resolves.toEqual(['v1', 'v2', 'v3', 'v4']);
  });

  it('should cap a batch at maxBatch and run up to maxConcurrent at a time', async () => {
    const { batches, release, run } = recorder();
    const sut = new CoalescingBatcher(run, { maxBatch: 2, maxConcurrent: 2 });
    const answers = [1, 2, 3, 4, 5, 6].map((k) => sut.add(k));
    expect(batches).toEqual([[1], [2]]);
    release.shift()!();
    await tick();
    expect(batches).toEqual([[1], [2], [3, 4]]);
    while (release.length) {
      release.shift()!();
      await tick();
    }
    expect(batches).toEqual([[1], [2], [3, 4], [5, 6]]);
    await expect(Promise.all(answers)).resolves.toHaveLength(6);
  });

  it('should reject every item of a failed batch and go on with the next', async () => {
    let calls = 0;
    const sut = new CoalescingBatcher<number, number>(
      async (keys) => {
        calls += 1;
        await tick();
        if (calls === 1) throw new Error('database away');
        return keys;
      },
      { maxBatch: 10 },
    );
    const first = sut.add(1);
    const second = sut.add(2);
    await expect(first).rejects.toThrow('database away');
    await expect(second).resolves.toBe(2);
  });

  it('should reject when the batch answers the wrong number of items', async () => {
    const sut = new CoalescingBatcher<number, number>(async () => [], { maxBatch: 10 });
    await expect(sut.add(1)).rejects.toThrow('batch answered 0 of 1 items');
  });
});
