import type { ServiceSlug } from '@fabrion/shared';

/** The timeframe in weeks of each service's four cards, in order (spec §2); the same in every language. */
export const SERVICE_TIMEFRAMES: Record<ServiceSlug, readonly string[]> = {
  strategy: ['4-8', '6-10', '3-6', '8-12'],
  'data-engineering': ['6-10', '5-9', '7-12', '8-14'],
  'digital-twin': ['8-12', '6-10', '5-9', '7-11'],
  'data-analysis': ['3-6', '6-10', '5-9', '4-8'],
  DLT: ['6-10', '8-12', '5-9', '7-11'],
  'workforce-reskilling': ['3-6', '6-12', '8-16', '10-20'],
  'partner-ecosystem': ['8-12', '10-14', '12-16', '6-10'],
  'managed-optimization': ['2-4', '4-8', '3-7', '6-10'],
};
