import type { TFunction } from 'i18next';
import { formatDay } from '@/features/i18n/format-day';

/**
 * A post's date for display: the parsed day in the reader's language (fixed to UTC so the server
 * and the browser print the same day), or the editor's text when it could not be parsed.
 */
export function formatPostDate(
  post: { date: string; publishedOn: string | null },
  t: TFunction,
): string {
  if (post.publishedOn) {
    const day = new Date(`${post.publishedOn.slice(0, 10)}T00:00:00Z`);
    if (!Number.isNaN(day.getTime())) return formatDay(t, day, 'long', { utc: true });
  }
  return post.date;
}

const MINUTES = /^\s*(\d{1,3})\s*(?:m|mins?|minutes?)?\.?(?:\s+read)?\s*$/i;

/** "5", "5 min", "5 min read" become the translated "5 min read"; other texts stay as written. */
export function formatReadTime(readTime: string, t: TFunction<'content'>): string {
  const match = MINUTES.exec(readTime);
  if (!match) return readTime.trim();
  return t('blog.readTime', { count: Number(match[1]) });
}
