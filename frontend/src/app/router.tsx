import type { RouteObject } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { RouteError } from '@/components/errors/route-error';

/**
 * Every route of the app. Pages are split by route (`lazy`); the same table is used by the
 * browser router and by server rendering. Route modules export `Component`.
 */
export const routes: RouteObject[] = [
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
