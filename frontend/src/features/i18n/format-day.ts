import type { TFunction } from '@/lib/i18n';
import { interpolate } from '@/lib/i18n/interpolate';

/** `long`: "March 4, 2025"; `full`: "Tuesday, March 4, 2025" (in the page's language). */
export type DayStyle = 'long' | 'full';

/** What a day is written with in one language: the `common` translations' `dates`. */
export interface DayPatterns {
  months: string[];
  weekdays: string[];
  /** `{{day}}`, `{{month}}`, `{{weekday}}` and `{{year}}` placeholders, per style. */
  long: string;
  full: string;
}

/** The page language's day patterns (placeholders kept: no value is given for them). */
export function dayPatterns(t: TFunction): DayPatterns {
  return {
    months: t('dates.months', { ns: 'common', returnObjects: true }) as string[],
    weekdays: t('dates.weekdays', { ns: 'common', returnObjects: true }) as string[],
    long: t('dates.long', { ns: 'common' }),
    full: t('dates.full', { ns: 'common' }),
  };
}

/**
 * A calendar day in words from a language's patterns, without a translator: also what the home
 * page's date script runs on the server's HTML (`features/home/lib/hourly-date.ts`).
 */
export function dayText(
  patterns: DayPatterns,
  date: Date,
  style: DayStyle,
  { utc = false }: { utc?: boolean } = {},
): string {
  return interpolate(patterns[style], {
    day: utc ? date.getUTCDate() : date.getDate(),
    month: patterns.months[utc ? date.getUTCMonth() : date.getMonth()],
    weekday: patterns.weekdays[utc ? date.getUTCDay() : date.getDay()],
    year: utc ? date.getUTCFullYear() : date.getFullYear(),
  });
}

/**
 * A calendar day in words, from the month and weekday names and patterns of the `common`
 * translations (`dates`): the same text as `Intl.DateTimeFormat` with that `dateStyle` (the test
 * compares every day of two years in each language), without Intl's start-up cost. A page's first
 * Intl date format loads ICU's locale data: about 150 ms of main thread on a phone-class CPU
 * (measured in Chromium at 4x CPU slowdown), which the home page and every blog page paid while
 * hydrating. `utc` reads the day in UTC instead of the browser's time zone.
 */
export function formatDay(
  t: TFunction,
  date: Date,
  style: DayStyle,
  options: { utc?: boolean } = {},
): string {
  return dayText(dayPatterns(t), date, style, options);
}

/**
 * A content date as the editor wrote it (posts, case studies), for display: the parsed day in the reader's language (fixed to UTC so the server
 * and the browser print the same day), or the editor's text when it could not be parsed.
 */
export function formatEditorDate(
  item: { date: string; publishedOn: string | null },
  t: TFunction,
): string {
  if (item.publishedOn) {
    const day = new Date(`${item.publishedOn.slice(0, 10)}T00:00:00Z`);
    if (!Number.isNaN(day.getTime())) return formatDay(t, day, 'long', { utc: true });
  }
  return item.date;
}
