import { dayText, type DayPatterns } from '@/features/i18n/format-day';
import type { Enhancer } from '@/lib/dom/enhance';
import { interpolate } from '@/lib/i18n/interpolate';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Today's date in the visitor's time zone, written into the element and again every hour: the
 * visitor's clock decides the day, not the server's, so the server leaves it empty (its room kept).
 * The element holds the sentence (`data-today`, with `{{date}}`) and the language's day patterns
 * (`data-day-patterns`, JSON); no translator, no `Intl` (see `formatDay`).
 */
export const showHourlyDate: Enhancer = (element) => {
  const sentence = element.dataset.today ?? '{{date}}';
  const patterns = JSON.parse(element.dataset.dayPatterns ?? 'null') as DayPatterns | null;
  if (!patterns) return () => undefined;
  const show = () => {
    const text = interpolate(sentence, { date: dayText(patterns, new Date(), 'full') });
    if (element.textContent !== text) element.textContent = text;
  };
  show();
  const timer = setInterval(show, HOUR_MS);
  return () => clearInterval(timer);
};
