import { LANGUAGES } from '@fabrion/shared';
import { formatDay, type DayStyle } from './format-day';
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
