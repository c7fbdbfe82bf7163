import type { TFunction } from '@/lib/i18n';
import { formatReadTime } from './format';

describe(formatReadTime.name, () => {
  const t = ((key: string, options: { count: number }) =>
    `${key}:${options.count}`) as unknown as TFunction;

  it.each(['5', '5 min', '5 mins', '5 min read', '5 minutes read', '5min', ' 5 Min. Read '])(
    'should translate "%s"',
    (readTime) => {
      expect(formatReadTime(readTime, t)).toBe('blog.readTime:5');
    },
  );

  it('should keep a text it does not understand', () => {
    expect(formatReadTime(' about an hour ', t)).toBe('about an hour');
    expect(formatReadTime('5-7 min', t)).toBe('5-7 min');
  });
});
