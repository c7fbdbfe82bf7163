import type { RouteObject } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { lazyRoute } from './lazy-page';

/**
 * Every route of the app. Pages are split by route (`lazyRoute`); the same table is used by the
 * browser and by server rendering. Route modules export `Component` (and `prefetch`).
 */
/** The scorecard and the four assessment pages: one route module (`ASSESSMENT_PAGES`, tested). */
export const assessmentPages = [
  '/scorecard',
  '/digital-transformation-assessment',
  '/maas-assessment',
  '/pbc-assessment',
  '/raas-assessment',
];
const assessments = lazyRoute(() => import('@/routes/portal/assessments'));

/** The resource library and the three AI pages: one route module (the page by address). */
const library = lazyRoute(() => import('@/routes/portal/library'));

export const routes: RouteObject[] = [
  // Portal: client-only, lazy, never part of the public pages' first load.
  { path: '/portal', ...lazyRoute(() => import('@/routes/portal/portal')) },
  {
    path: '/confirm-signup',
    ...lazyRoute(() => import('@/routes/portal/confirm-signup')),
  },
  {
    path: '/reset-password',
    ...lazyRoute(() => import('@/routes/portal/reset-password')),
  },
  {
    ...lazyRoute(() => import('@/routes/portal/member-layout')),
    children: [
      { path: '/dashboard', ...lazyRoute(() => import('@/routes/portal/dashboard')) },
      ...assessmentPages.map((path) => ({ path, ...assessments })),
      { path: '/dashboard-resources/:id?', ...library },
      { path: '/ai-copilots', ...library },
      { path: '/ai-solutions', ...library },
      { path: '/ai-prompts', ...library },
      { path: '/masterclass', ...lazyRoute(() => import('@/routes/portal/masterclass')) },
    ],
  },
  {
    path: '/',
    Component: PublicLayout,
    children: [
      { index: true, ...lazyRoute(() => import('@/routes/public/home')) },
      { path: 'services/:service', ...lazyRoute(() => import('@/routes/public/service')) },
      { path: 'case-studies', ...lazyRoute(() => import('@/routes/public/case-studies')) },
      { path: 'case-studies/:caseId', ...lazyRoute(() => import('@/routes/public/case-study')) },
      { path: 'blog', ...lazyRoute(() => import('@/routes/public/blog')) },
      { path: 'blog/:slug', ...lazyRoute(() => import('@/routes/public/blog-post')) },
      { path: 'about', ...lazyRoute(() => import('@/routes/public/about')) },
      { path: 'privacy-policy', ...lazyRoute(() => import('@/routes/public/privacy-policy')) },
      { path: 'terms', ...lazyRoute(() => import('@/routes/public/terms')) },
      { path: 'cookie-policy', ...lazyRoute(() => import('@/routes/public/cookie-policy')) },
      { path: '*', ...lazyRoute(() => import('@/routes/public/not-found')) },
    ],
  },
];
