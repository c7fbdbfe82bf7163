import { BadRequestException, Injectable } from '@nestjs/common';
import { type Insight, INSIGHTS_WINDOW, type Page } from '@fabrion/shared';
import { BlogPostsRepository, type PostPage } from '../blog-posts/blog-posts.repository';
import { CaseStudiesRepository } from '../case-studies/case-studies.repository';
import type { InsightsQueryDto } from './dto/insights-query.dto';
import { blogInsight, caseStudyInsight, newestFirst } from './dto/insight.dto';

const NO_POSTS: PostPage = { rows: [], count: { total: 0, estimated: false } };

/** The home page's insights: blog posts and case studies in one list, newest first. */
@Injectable()
export class InsightsService {
  constructor(
    private readonly posts: BlogPostsRepository,
    private readonly studies: CaseStudiesRepository,
  ) {}

  async list(query: InsightsQueryDto): Promise<Page<Insight>> {
    const offset = (query.page - 1) * query.pageSize;
    const needed = offset + query.pageSize;
    if (needed > INSIGHTS_WINDOW) {
      throw new BadRequestException({
        message: 'Validation failed',
        errors: { page: `page must not reach past the first ${INSIGHTS_WINDOW} insights` },
      });
    }
    const q = query.q || undefined;
    const withPosts = query.type !== 'case-study';
    const withStudies = query.type !== 'blog';
    // Each source's first `needed` rows, merged, hold the page wanted.
    const [{ rows: posts, count: postCount }, studies, studyTotal] = await Promise.all([
      withPosts ? this.posts.findPublishedPage({ q }, 0, needed) : NO_POSTS,
      withStudies ? this.studies.findPublishedForInsights(q, needed) : [],
      withStudies ? this.studies.countPublished(q) : 0,
    ]);
    const merged = [...posts.map(blogInsight), ...studies.map(caseStudyInsight)].sort(newestFirst);
    return {
      items: merged.slice(offset, needed).map((ranked) => ranked.insight),
      total: postCount.total + studyTotal,
      page: query.page,
      pageSize: query.pageSize,
      ...(postCount.estimated ? { totalIsEstimate: true } : {}),
    };
  }
}
