import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/** Most rows one export holds. */
export const CSV_EXPORT_LIMIT = 10_000;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | Date | null | undefined;
}

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) gets a leading
 * apostrophe (OWASP CSV injection); everything else is written as is.
 */
export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180 CSV with a header row (csv-stringify quotes what needs quoting). */
export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  return stringify(
    rows.map((row) => columns.map((column) => csvCell(column.value(row)))),
    { header: true, columns: columns.map((column) => column.header), bom: false },
  );
}

/** Sends CSV as a download named `<name>-<date>.csv`. */
export function sendCsv(reply: FastifyReply, name: string, csv: string, now: Date): string {
  void reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="${name}-${now.toISOString().slice(0, 10)}.csv"`,
    );
  return csv;
}
