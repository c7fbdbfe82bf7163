/** The eight service pages, by URL slug, with their translation key. */
export const SERVICE_SLUGS = [
  'strategy',
  'data-engineering',
  'digital-twin',
  'data-analysis',
  'DLT',
  'workforce-reskilling',
  'partner-ecosystem',
  'managed-optimization',
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export function isServiceSlug(value: string | undefined): value is ServiceSlug {
  return (SERVICE_SLUGS as readonly string[]).includes(value ?? '');
}
