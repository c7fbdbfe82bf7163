import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { PUBLIC_STATIC_PATHS } from '@fabrion/shared';
import { Clock } from '../../common/clock';
import { appConfig, webConfig } from '../../config';
import { BlogPostsService } from '../content/blog-posts/blog-posts.service';
import { ContentCacheService } from '../content/cache/content-cache.service';
import { CaseStudiesService } from '../content/case-studies/case-studies.service';
import { buildRobots, buildSitemap } from './sitemap';

/** A sitemap holds at most 50,000 URLs, and each page appears once per language (3 × 16,000). */
export const SITEMAP_MAX_POSTS = 12_000;
export const SITEMAP_MAX_CASE_STUDIES = 4_000;

/** /sitemap.xml and /robots.txt; the sitemap is reused until content changes or its TTL ends. */
@Injectable()
export class SitemapService {
  private cached?: { xml: string; storedAt: number; generation: number };

  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(webConfig.KEY) private readonly web: ConfigType<typeof webConfig>,
    private readonly blogPosts: BlogPostsService,
    private readonly caseStudies: CaseStudiesService,
    private readonly contentCache: ContentCacheService,
    private readonly clock: Clock,
  ) {}

  async sitemap(): Promise<string> {
    const now = this.clock.now().getTime();
    const generation = this.contentCache.generation;
    const cached = this.cached;
    if (
      cached &&
      cached.generation === generation &&
      now - cached.storedAt < this.web.sitemapCacheTtlMs
    ) {
      return cached.xml;
    }
    const [posts, studies] = await Promise.all([
      this.blogPosts.sitemapEntries(SITEMAP_MAX_POSTS),
      this.caseStudies.sitemapEntries(SITEMAP_MAX_CASE_STUDIES),
    ]);
    const xml = buildSitemap(this.app.publicUrl, [
      ...PUBLIC_STATIC_PATHS.map((path) => ({ path })),
      ...studies.map((study) => ({
        path: `/case-studies/${encodeURIComponent(study.key)}`,
        lastmod: study.updatedAt,
      })),
      ...posts.map((post) => ({
        path: `/blog/${encodeURIComponent(post.key)}`,
        lastmod: post.updatedAt,
      })),
    ]);
    this.cached = { xml, storedAt: now, generation };
    return xml;
  }

  robots(): string {
    return buildRobots(this.app.publicUrl);
  }
}
