import type { MasterclassCourse } from '@fabrion/shared';
import type { Clock } from '../../common/clock';
import { MasterclassCacheService } from './masterclass-cache.service';
import { MASTERCLASS_CACHE_TTL_MS } from './masterclass.constants';

const course = (title: string): MasterclassCourse =>
  ({ sections: [{ id: 's1', title, orderIndex: 0, lessons: [] }] }) as unknown as MasterclassCourse;

function setUp() {
  let now = Date.parse('2026-03-01T10:00:00Z');
  const clock = { now: () => new Date(now) } as Clock;
  const sut = new MasterclassCacheService({ url: undefined, keyPrefix: 'test' }, null, clock);
  return { sut, advance: (ms: number) => (now += ms) };
}

describe('MasterclassCacheService', () => {
  it('should keep the list serialised once with a strong ETag that changes with the content', () => {
    const { sut } = setUp();
    const first = sut.store(course('Foundations'), sut.generation);

    expect(sut.getJson()).toBe(first);
    expect(JSON.parse(first.body.toString())).toEqual(course('Foundations'));
    expect(first.etag).toMatch(/^"[\w-]{32}"$/);
    expect(sut.store(course('Foundations'), sut.generation).etag).toBe(first.etag);
    expect(sut.store(course('Pricing'), sut.generation).etag).not.toBe(first.etag);
  });

  it('should not keep a list read while a write happened, and forget it after 5 minutes', async () => {
    const { sut, advance } = setUp();
    const generation = sut.generation;
    await sut.invalidate();

    const raced = sut.store(course('Foundations'), generation);

    expect(raced.body.toString()).toContain('Foundations');
    expect(sut.getJson()).toBeNull();
    sut.store(course('Foundations'), sut.generation);
    advance(MASTERCLASS_CACHE_TTL_MS);
    expect(sut.getJson()).toBeNull();
  });
});
