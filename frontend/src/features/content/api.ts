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
import { api } from '@/lib/api';

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

/** Drops empty values so equal filters share one cache entry and the URL stays clean. */
function params(values: Record<string, string | number | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

/** Public content: case studies, blog posts, the home page's insights, job openings, client logos. */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCaseStudies: build.query<CaseStudy[], void>({
      query: () => 'case-studies',
      providesTags: ['CaseStudy'],
    }),
    getCaseStudy: build.query<CaseStudy, string>({
      query: (caseId) => `case-studies/${encodeURIComponent(caseId)}`,
      providesTags: (_result, _error, caseId) => [{ type: 'CaseStudy', id: caseId }],
    }),
    getBlogPosts: build.query<Page<BlogPostSummary>, BlogListArgs>({
      query: ({ page, pageSize, q, category }) => ({
        url: 'blog-posts',
        params: params({ page, pageSize, q: q?.trim(), category }),
      }),
      providesTags: ['BlogPost'],
    }),
    getBlogPost: build.query<BlogPost, string>({
      query: (slug) => `blog-posts/${encodeURIComponent(slug)}`,
      providesTags: (_result, _error, slug) => [{ type: 'BlogPost', id: slug }],
    }),
    getInsights: build.query<Page<Insight>, InsightsArgs>({
      query: ({ type, q, page, pageSize }) => ({
        url: 'insights',
        params: params({ type, q: q?.trim(), page, pageSize }),
      }),
      providesTags: ['Insight'],
    }),
    getJobs: build.query<JobOpening[], void>({
      query: () => 'jobs',
      providesTags: ['Job'],
    }),
    getClientLogos: build.query<ClientLogo[], void>({
      query: () => 'client-logos',
      providesTags: ['ClientLogo'],
    }),
  }),
});

export const {
  useGetCaseStudiesQuery,
  useGetCaseStudyQuery,
  useGetBlogPostsQuery,
  useGetBlogPostQuery,
  useGetInsightsQuery,
  useGetJobsQuery,
  useGetClientLogosQuery,
} = contentApi;
