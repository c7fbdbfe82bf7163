import type { TFunction } from 'i18next';
import { createI18n } from '@/features/i18n/server';
import { formatPostDate, formatReadTime } from './format';

const tIn = (language: 'en' | 'es' | 'de') => createI18n(language).getFixedT(language);

describe(formatPostDate.name, () => {
  it('should print the parsed day in the reader language', () => {
    const post = { date: 'March 4, 2025', publishedOn: '2025-03-04' };

    expect(formatPostDate(post, tIn('en'))).toBe('March 4, 2025');
    expect(formatPostDate(post, tIn('de'))).toBe('4. März 2025');
    expect(formatPostDate(post, tIn('es'))).toBe('4 de marzo de 2025');
  });

  it('should print the same day whatever the time of a full timestamp', () => {
    expect(formatPostDate({ date: '', publishedOn: '2025-12-31T23:30:00.000Z' }, tIn('en'))).toBe(
      'December 31, 2025',
    );
  });

  it('should fall back to the text as written when the date could not be parsed', () => {
    expect(formatPostDate({ date: 'Spring 2024', publishedOn: null }, tIn('en'))).toBe(
      'Spring 2024',
    );
    expect(formatPostDate({ date: 'soon', publishedOn: 'not-a-date' }, tIn('en'))).toBe('soon');
  });
});

describe(formatReadTime.name, () => {
  const t = ((key: string, options: { count: number }) =>
    `${key}:${options.count}`) as unknown as TFunction<'content'>;

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
