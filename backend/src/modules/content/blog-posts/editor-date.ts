import { isValid, parse } from 'date-fns';

/**
 * The forms editors write a post's date in. Anything else is "unparsable": the post keeps its text
 * and sorts after every dated post.
 */
const FORMATS = [
  'yyyy-MM-dd',
  'MMMM d, yyyy',
  'MMMM do, yyyy',
  'MMMM d yyyy',
  'MMM d, yyyy',
  'MMM. d, yyyy',
  'MMM d yyyy',
  'd MMMM yyyy',
  'do MMMM yyyy',
  'd MMM yyyy',
  'd. MMMM yyyy',
  'dd.MM.yyyy',
  'MMMM yyyy',
  'MMM yyyy',
];
const REFERENCE = new Date(2000, 0, 1);
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}/;

/** The day an editor's date text names, as `YYYY-MM-DD`, or null. */
export function parseEditorDate(text: string | null | undefined): string | null {
  const value = (text ?? '').trim().replace(/\s+/g, ' ');
  if (!value) return null;
  const candidate = ISO_DATE_TIME.exec(value)?.[1] ?? value;
  for (const format of FORMATS) {
    const date = parse(candidate, format, REFERENCE);
    if (isValid(date) && date.getFullYear() >= 1970 && date.getFullYear() <= 2200) {
      return toIsoDay(date);
    }
  }
  return null;
}

function toIsoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
