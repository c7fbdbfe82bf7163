import type { TFunction } from '@/lib/i18n';

const MINUTES = /^\s*(\d{1,3})\s*(?:m|mins?|minutes?)?\.?(?:\s+read)?\s*$/i;

/** "5", "5 min", "5 min read" become the translated "5 min read"; other texts stay as written. */
export function formatReadTime(readTime: string, t: TFunction): string {
  const match = MINUTES.exec(readTime);
  if (!match) return readTime.trim();
  return t('blog.readTime', { count: Number(match[1]) });
}
