import { MemoryThrottlerStorage } from './memory-throttler.storage';

describe(MemoryThrottlerStorage.name, () => {
  let now: number;
  let sut: MemoryThrottlerStorage;
  const hit = (key = '1.2.3.4', limit = 3, name = 'x') =>
    sut.increment(key, 60_000, limit, 900_000, name);

  beforeEach(() => {
    now = 1_000_000;
    sut = new MemoryThrottlerStorage(() => now);
  });

  afterEach(() => sut.close());

  it('should count hits per key and block once the limit is passed, as the Redis storage does', async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hit());
    expect(results.map((r) => [r.totalHits, r.isBlocked])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ]);
    expect(results[0]!.timeToExpire).toBe(60);
    expect(results[3]!.timeToBlockExpire).toBe(900);
  });

  it('should start the count afresh when the window is over', async () => {
    await hit();
    await hit();
    now += 59_999;
    expect(await hit()).toMatchObject({ totalHits: 3, timeToExpire: 1 });
    now += 1;
    expect(await hit()).toMatchObject({ totalHits: 1, isBlocked: false, timeToExpire: 60 });
  });

  it('should keep refusing for the whole block, without counting, then let hits through', async () => {
    for (let i = 0; i < 4; i++) await hit();
    now += 61_000; // the window is over, the block is not
    expect(await hit()).toEqual({
      totalHits: 0,
      timeToExpire: 0,
      isBlocked: true,
      timeToBlockExpire: 839,
    });
    now += 839_000;
    expect(await hit()).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('should keep keys and throttlers apart', async () => {
    await hit('a', 1);
    expect(await hit('b', 1)).toMatchObject({ totalHits: 1, isBlocked: false });
    expect(await hit('a', 1, 'other')).toMatchObject({ totalHits: 1, isBlocked: false });
    expect(await hit('a', 1)).toMatchObject({ totalHits: 2, isBlocked: true });
  });

  it('should hold one counter per key however many hits it takes', async () => {
    for (let i = 0; i < 100_000; i++) await hit('busy', 1_000_000_000);
    expect(sut.size).toBe(1);
    expect(await hit('busy', 1_000_000_000)).toMatchObject({ totalHits: 100_001 });
  });

  it('should sweep the windows that are over and not blocking', async () => {
    await hit('over');
    for (let i = 0; i < 2; i++) await hit('blocked', 1);
    now += 60_000;
    await hit('fresh');
    sut.sweep();
    expect(sut.size).toBe(2); // 'blocked' (until its block ends) and 'fresh'
    now += 900_000;
    sut.sweep();
    expect(sut.size).toBe(0);
  });
});
