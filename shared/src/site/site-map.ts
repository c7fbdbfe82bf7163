/** The eight service pages' URL slugs (spec 01 §2), in the order of the home page's grid. */
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

/** Every public page with a fixed address (posts and case studies come from the content API). */
export const PUBLIC_STATIC_PATHS = [
  '/',
  ...SERVICE_SLUGS.map((slug) => `/services/${slug}`),
  '/case-studies',
  '/blog',
  '/about',
  '/privacy-policy',
  '/terms',
  '/cookie-policy',
] as const;

/**
 * Member-portal pages (spec 02 §2): served as the client-rendered shell, never server-rendered,
 * kept out of the sitemap and disallowed in robots.txt. A path matches a prefix exactly or below it.
 */
export const MEMBER_PATH_PREFIXES = [
  '/portal',
  '/reset-password',
  '/confirm-signup',
  '/dashboard',
  '/dashboard-resources',
  '/scorecard',
  '/digital-transformation-assessment',
  '/maas-assessment',
  '/pbc-assessment',
  '/raas-assessment',
  '/masterclass',
  '/ai-copilots',
  '/ai-solutions',
  '/ai-prompts',
] as const;

export function isMemberPath(pathname: string): boolean {
  return MEMBER_PATH_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
