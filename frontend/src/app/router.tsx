import type { RouteObject } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { RouteError } from '@/components/errors/route-error';

/**
 * Every route of the app. Pages are split by route (`lazy`); the same table is used by the
 * browser router and by server rendering. Route modules export `Component`.
 */
/** Member pages not built yet (their issue adds them); they already need a session. */
const upcomingMemberPages = [
  'masterclass',
  'scorecard',
  'ai-solutions',
  'ai-prompts',
  'ai-copilots',
  'dashboard-resources',
  'dashboard-resources/:id',
];

export const routes: RouteObject[] = [
  // Portal: client-only, lazy, never part of the public pages' first load.
  { path: '/portal', ErrorBoundary: RouteError, lazy: () => import('@/routes/portal/portal') },
  {
    path: '/confirm-signup',
    ErrorBoundary: RouteError,
    lazy: () => import('@/routes/portal/confirm-signup'),
  },
  {
    path: '/reset-password',
    ErrorBoundary: RouteError,
    lazy: () => import('@/routes/portal/reset-password'),
  },
  {
    lazy: () => import('@/routes/portal/member-layout'),
    ErrorBoundary: RouteError,
    children: [
      { path: '/dashboard', lazy: () => import('@/routes/portal/dashboard') },
      ...upcomingMemberPages.map((path) => ({
        path: `/${path}`,
        lazy: () => import('@/routes/portal/coming-soon'),
      })),
    ],
  },
  {
    path: '/',
    Component: PublicLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: () => import('@/routes/public/home') },
      { path: 'services/:service', lazy: () => import('@/routes/public/service') },
      { path: 'case-studies', lazy: () => import('@/routes/public/case-studies') },
      { path: 'case-studies/:caseId', lazy: () => import('@/routes/public/case-study') },
      { path: 'blog', lazy: () => import('@/routes/public/blog') },
      { path: 'blog/:slug', lazy: () => import('@/routes/public/blog-post') },
      { path: 'about', lazy: () => import('@/routes/public/about') },
      { path: 'privacy-policy', lazy: () => import('@/routes/public/privacy-policy') },
      { path: 'terms', lazy: () => import('@/routes/public/terms') },
      { path: 'cookie-policy', lazy: () => import('@/routes/public/cookie-policy') },
      { path: '*', lazy: () => import('@/routes/public/not-found') },
    ],
  },
];
