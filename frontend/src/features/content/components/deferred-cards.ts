import { deferred } from '@/components/deferred';

// List items and pagination: each hydrates on its own once its chunk arrives (see `deferred`),
// so a list page's first hydration is its frame and heading, in small tasks. The server renders
// them all.
export const BlogPostCard = deferred(() => import('./blog-post-card').then((m) => m.BlogPostCard));
export const CaseStudyCard = deferred(() =>
  import('./case-study-card').then((m) => m.CaseStudyCard),
);
export const BlogPagination = deferred(() =>
  import('./blog-pagination').then((m) => m.BlogPagination),
);
