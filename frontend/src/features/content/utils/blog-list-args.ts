import { BLOG_PAGE_SIZE } from '@fabrion/shared';
import type { BlogListArgs } from '../api';

/**
 * The query of one page of /blog. The route's prefetch and its component build it the same way,
 * so the server-rendered result is the cache entry the browser then reads.
 */
export function blogListArgs(page: number): BlogListArgs {
  return { page, pageSize: BLOG_PAGE_SIZE };
}
