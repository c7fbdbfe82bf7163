/** Every browser route of the app, in one place. */
export const paths = {
  home: '/',
  caseStudies: '/case-studies',
  caseStudy: (caseId: string) => `/case-studies/${encodeURIComponent(caseId)}`,
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  about: '/about',
  privacy: '/privacy-policy',
  terms: '/terms',
  cookies: '/cookie-policy',
  service: (slug: string) => `/services/${slug}`,
  portal: '/portal',
  resetPassword: '/reset-password',
  confirmSignup: '/confirm-signup',
  dashboard: '/dashboard',
} as const;
