/** Response shapes of the public content API (`/api/...`), shared by the server and the browser. */
import type { CaseStudyGroup } from './case-study-groups.js';

export const BLOG_CATEGORIES = ['ai', 'automation', 'strategy', 'innovation'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export const DEFAULT_BLOG_CATEGORY: BlogCategory = 'ai';

export const BLOG_PAGE_SIZE = 12;
export const INSIGHTS_PAGE_SIZE = 3;
/** The home page's insights can be paged through their first this many items only. */
export const INSIGHTS_WINDOW = 1000;
export const MAX_PAGE_SIZE = 50;

export interface Page<T> {
  items: T[];
  /** Exact, except for a search matching more than 1,000 items (see `totalIsEstimate`). */
  total: number;
  page: number;
  pageSize: number;
  /** True when `total` is the database's estimate (a search with more than 1,000 matches). */
  totalIsEstimate?: boolean;
}

export interface CaseStudy {
  id: string;
  caseId: string;
  title: string;
  client: string;
  description: string;
  challenge: string;
  solution: string;
  results: string[];
  technologies: string[];
  category: string;
  /** Display group derived from the category (see `caseStudyGroup`). */
  group: CaseStudyGroup;
  image: string | null;
  createdAt: string;
}

export interface BlogPostSummary {
  id: string;
  slug: string;
  title: string;
  /** The date as written by the editor; `publishedOn` is its parsed ISO day, or null when unparsable. */
  date: string;
  publishedOn: string | null;
  excerpt: string;
  image: string | null;
  category: BlogCategory;
  readTime: string;
}

export interface BlogPost extends BlogPostSummary {
  author: string;
  authorRole: string;
  hasAudio: boolean;
  /** Sanitised audio embed (an iframe), or null. */
  audioEmbedHtml: string | null;
  /** The body after the light formatting rules and the allowlist sanitiser. */
  contentHtml: string;
  updatedAt: string;
}

export const INSIGHT_TYPES = ['all', 'blog', 'case-study'] as const;
export type InsightType = (typeof INSIGHT_TYPES)[number];

export interface Insight {
  type: 'blog' | 'case-study';
  /** Blog slug or case-study caseId. */
  key: string;
  href: string;
  title: string;
  excerpt: string;
  image: string | null;
  category: string;
  /** Display date: the blog post's date as written, or the case study's creation day ("March 4, 2025"). */
  date: string;
  /** The same day as an ISO date (YYYY-MM-DD), or null for a blog date that could not be parsed. */
  publishedOn: string | null;
}

export interface JobOpening {
  id: string;
  title: string;
  location: string;
  emoji: string;
  description: string;
  responsibilities: string[];
  requirements: string[];
  department: string;
  experienceLevel: string;
  contractType: string;
  languages: string[];
  /** The day the opening was first saved (`YYYY-MM-DD`): JobPosting's `datePosted`. */
  postedOn: string;
}

export interface ClientLogo {
  name: string;
  logoUrl: string;
}

/** The one error body of the API. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string>;
  /** Extra context on a few errors (the health check's per-dependency status). */
  details?: unknown;
}
