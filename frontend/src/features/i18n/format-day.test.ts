import { LANGUAGES } from '@fabrion/shared';
import { formatDay, formatEditorDate, type DayStyle } from './format-day';
import { createI18n } from './server';

describe(formatDay.name, () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const start = Date.UTC(2025, 0, 1);
  // Two years, so every weekday meets every month and both years' day counts are covered.
  const days = Array.from({ length: 730 }, (_, index) => new Date(start + index * DAY_MS));

  it.each(
    LANGUAGES.flatMap((language) =>
      (['long', 'full'] as DayStyle[]).map((style) => [language, style] as const),
    ),
  )('writes every day as Intl does (%s, %s)', (language, style) => {
    const i18n = createI18n(language);
    const t = i18n.getFixedT(language);
    const intl = new Intl.DateTimeFormat(language, { dateStyle: style, timeZone: 'UTC' });
    const mismatches = days
      .map((day) => [intl.format(day), formatDay(t, day, style, { utc: true })])
      .filter(([expected, actual]) => expected !== actual);
    expect(mismatches).toEqual([]);
  });

  it("reads the day in the browser's time zone unless asked for UTC", () => {
    const i18n = createI18n('en');
    const t = i18n.getFixedT('en');
    const local = new Date(2026, 2, 3, 23, 30);
    expect(formatDay(t, local, 'full')).toBe('Tuesday, March 3, 2026');
    const lateUtc = new Date(Date.UTC(2026, 2, 3, 23, 30));
    expect(formatDay(t, lateUtc, 'long', { utc: true })).toBe('March 3, 2026');
  });
});

const tIn = (language: 'en' | 'es' | 'de') => createI18n(language).getFixedT(language);

describe(formatEditorDate.name, () => {
  it('should print the parsed day in the reader language', () => {
    const post = { date: 'March 4, 2025', publishedOn: '2025-03-04' };

    expect(formatEditorDate(post, tIn('en'))).toBe('March 4, 2025');
    expect(formatEditorDate(post, tIn('de'))).toBe('4. März 2025');
    expect(formatEditorDate(post, tIn('es'))).toBe('4 de marzo de 2025');
  });

  it('should print the same day whatever the time of a full timestamp', () => {
    expect(formatEditorDate({ date: '', publishedOn: '2025-12-31T23:30:00.000Z' }, tIn('en'))).toBe(
      'December 31, 2025',
    );
  });

  it('should fall back to the text as written when the date could not be parsed', () => {
    expect(formatEditorDate({ date: 'Spring 2024', publishedOn: null }, tIn('en'))).toBe(
      'Spring 2024',
    );
    expect(formatEditorDate({ date: 'soon', publishedOn: 'not-a-date' }, tIn('en'))).toBe('soon');
  });
});
