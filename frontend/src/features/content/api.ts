import type {
  BlogCategory,
  BlogPost,
  BlogPostSummary,
  CaseStudy,
  ClientLogo,
  Insight,
  InsightType,
  JobOpening,
  Page,
} from '@fabrion/shared';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { AppDispatch } from '@/app/store';
import { fetchContent } from './content-slice';
import { type ContentQuery, useContentQuery } from './hooks/use-content-query';

export interface BlogListArgs {
  page: number;
  pageSize?: number;
  q?: string;
  category?: BlogCategory;
}

export interface InsightsArgs {
  type: InsightType;
  q?: string;
  page: number;
  pageSize?: number;
}

/** A path with its query; empty values dropped so equal filters share one cache entry. */
function withParams(path: string, values: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams(
    Object.entries(values)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();
  return query ? `${path}?${query}` : path;
}

/** A document's public path, or with an editor's preview token its preview (any status). */
function readable(path: string, preview?: string | null): string {
  return preview ? withParams(`previews/${path}`, { token: preview }) : path;
}

/**
 * Public content: case studies, blog posts, the home page's insights, job openings, client logos.
 * A post or a study is read through its preview when the page has an editor's preview token.
 */
export const contentQueries = {
  caseStudies: () => 'case-studies' as ContentQuery<CaseStudy[]>,
  caseStudy: (caseId: string, preview?: string | null) =>
    readable(`case-studies/${encodeURIComponent(caseId)}`, preview) as ContentQuery<CaseStudy>,
  blogPosts: ({ page, pageSize, q, category }: BlogListArgs) =>
    withParams('blog-posts', { page, pageSize, q: q?.trim(), category }) as ContentQuery<
      Page<BlogPostSummary>
    >,
  blogPost: (slug: string, preview?: string | null) =>
    readable(`blog-posts/${encodeURIComponent(slug)}`, preview) as ContentQuery<BlogPost>,
  insights: ({ type, q, page, pageSize }: InsightsArgs) =>
    withParams('insights', { type, q: q?.trim(), page, pageSize }) as ContentQuery<Page<Insight>>,
  jobs: () => 'jobs' as ContentQuery<JobOpening[]>,
  clientLogos: () => 'client-logos' as ContentQuery<ClientLogo[]>,
};

export const useGetCaseStudiesQuery = () => useContentQuery(contentQueries.caseStudies());
export const useGetCaseStudyQuery = (caseId: string, preview?: string | null) =>
  useContentQuery(contentQueries.caseStudy(caseId, preview));
export const useGetBlogPostsQuery = (args: BlogListArgs) =>
  useContentQuery(contentQueries.blogPosts(args));
export const useGetBlogPostQuery = (slug: string, preview?: string | null) =>
  useContentQuery(contentQueries.blogPost(slug, preview));
export const useGetInsightsQuery = (args: InsightsArgs) =>
  useContentQuery(contentQueries.insights(args));
export const useGetJobsQuery = () => useContentQuery(contentQueries.jobs());
export const useGetClientLogosQuery = () => useContentQuery(contentQueries.clientLogos());

/** A route's prefetch of one content path: resolves to the API's error, if any (never rejects). */
export function prefetchContent(
  dispatch: AppDispatch,
  path: ContentQuery<unknown>,
): Promise<{ error?: FetchBaseQueryError }> {
  return dispatch(fetchContent({ path })).then((action) =>
    fetchContent.rejected.match(action) && action.payload ? { error: action.payload } : {},
  );
}
