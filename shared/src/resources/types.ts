/** The member resource library (`/api/resources`), shared by the server and the browser. */
import type { Page } from '../content/types.js';

export const RESOURCE_CATEGORIES = ['Case Study', 'Flyer', 'Canvas'] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

/** Spec §9: resources per page. */
export const RESOURCE_PAGE_SIZE = 3;
export const RESOURCE_MAX_PAGE_SIZE = 24;
export const RESOURCE_SEARCH_MAX_LENGTH = 100;

/** A card of the list. */
export interface ResourceSummary {
  slug: string;
  title: string;
  excerpt: string;
  category: ResourceCategory;
  /** ISO day, `YYYY-MM-DD`. */
  date: string;
  /** As stored: empty, a storage path or a link (see `resolveImageUrl`). */
  image: string | null;
  /** The file's name when the resource has one (downloaded from `/api/resources/:slug/file`). */
  fileName: string | null;
}

/** The detail page: the card plus its sanitised HTML body (null when there is none). */
export interface ResourceDetail extends ResourceSummary {
  contentHtml: string | null;
}

export type ResourcePage = Page<ResourceSummary>;

/** The URL-safe name of a category (query strings, fallback images, translation keys). */
export function resourceCategorySlug(category: ResourceCategory): string {
  return category.toLowerCase().replace(/\s+/g, '-');
}

/** A category given by its name or its slug, in any case; undefined when it names none. */
export function parseResourceCategory(value: string): ResourceCategory | undefined {
  const wanted = value.trim().toLowerCase();
  return RESOURCE_CATEGORIES.find(
    (category) => category.toLowerCase() === wanted || resourceCategorySlug(category) === wanted,
  );
}

/** `GET /api/admin/users/:id/resource-downloads`: a member's latest downloads, newest first. */
export interface MemberResourceDownloads {
  /** How many downloads the member made in all. */
  total: number;
  items: Array<{ slug: string; title: string; downloadedAt: string }>;
}
