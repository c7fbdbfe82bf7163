import { visibleTags } from './tags';

describe(visibleTags.name, () => {
  it('should show up to three tags and count the rest', () => {
    expect(visibleTags(['IoT', 'Azure', 'Python', 'Kafka', 'dbt'])).toEqual({
      shown: ['IoT', 'Azure', 'Python'],
      more: 2,
    });
  });

  it('should show all tags with nothing more when there are three or fewer', () => {
    expect(visibleTags(['IoT', 'Azure', 'Python'])).toEqual({
      shown: ['IoT', 'Azure', 'Python'],
      more: 0,
    });
    expect(visibleTags([])).toEqual({ shown: [], more: 0 });
  });

  it('should ignore blank and repeated tags', () => {
    expect(visibleTags([' IoT ', '', 'IoT', '  ', 'Azure'])).toEqual({
      shown: ['IoT', 'Azure'],
      more: 0,
    });
  });

  it('should honour another limit', () => {
    expect(visibleTags(['a', 'b', 'c'], 1)).toEqual({ shown: ['a'], more: 2 });
  });
});
