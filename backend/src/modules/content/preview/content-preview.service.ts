import { Injectable, NotFoundException } from '@nestjs/common';
import { type BlogPost, type CaseStudy, PREVIEW_PARAM } from '@fabrion/shared';
import { BLOG_POST_NOT_FOUND, BlogPostsService } from '../blog-posts/blog-posts.service';
import { CASE_STUDY_NOT_FOUND, CaseStudiesService } from '../case-studies/case-studies.service';
import { type PreviewKind, PreviewTokensService } from './preview-tokens.service';

/** The page of an unpublished document, for the editor who asked: open it before it expires. */
export interface PreviewLink {
  url: string;
  expiresAt: string;
}

/**
 * Editors' previews of the public pages: a short-lived link for one post or case study (any
 * status), and the document behind it while the link lives. Anything else (expired, forged,
 * another document's token) is treated as no preview at all.
 */
@Injectable()
export class ContentPreviewService {
  constructor(
    private readonly tokens: PreviewTokensService,
    private readonly posts: BlogPostsService,
    private readonly studies: CaseStudiesService,
  ) {}

  async postLink(id: string, staffId: string): Promise<PreviewLink> {
    const post = await this.posts.adminGet(id);
    return this.link('post', id, staffId, `/blog/${encodeURIComponent(post.slug)}`);
  }

  async caseStudyLink(id: string, staffId: string): Promise<PreviewLink> {
    const study = await this.studies.adminGet(id);
    return this.link(
      'case-study',
      id,
      staffId,
      `/case-studies/${encodeURIComponent(study.caseId)}`,
    );
  }

  async post(slug: string, token: string): Promise<BlogPost> {
    const post = await this.openPost(slug, token);
    if (!post) throw new NotFoundException(BLOG_POST_NOT_FOUND);
    return post;
  }

  async caseStudy(caseId: string, token: string): Promise<CaseStudy> {
    const study = await this.openCaseStudy(caseId, token);
    if (!study) throw new NotFoundException(CASE_STUDY_NOT_FOUND);
    return study;
  }

  /** Whether the token opens the document that the public page at `pathname` shows. */
  async opensPage(pathname: string, token: string): Promise<boolean> {
    const pages: Array<[RegExp, (key: string) => Promise<unknown>]> = [
      [/^\/blog\/([^/]+)$/, (key) => this.openPost(key, token)],
      [/^\/case-studies\/([^/]+)$/, (key) => this.openCaseStudy(key, token)],
    ];
    for (const [pattern, open] of pages) {
      const key = pattern.exec(pathname)?.[1];
      if (key === undefined) continue;
      try {
        return (await open(decodeURIComponent(key))) !== null;
      } catch (error) {
        if (error instanceof URIError) return false;
        throw error;
      }
    }
    return false;
  }

  private link(kind: PreviewKind, id: string, staffId: string, path: string): PreviewLink {
    const { token, expiresAt } = this.tokens.issue(kind, id, staffId);
    return { url: `${path}?${PREVIEW_PARAM}=${token}`, expiresAt: expiresAt.toISOString() };
  }

  /** The post the token opens, if it is the one at /blog/<slug>. */
  private async openPost(slug: string, token: string): Promise<BlogPost | null> {
    const id = await this.tokens.documentId(token, 'post');
    const post = id ? await unlessMissing(this.posts.preview(id)) : null;
    return post?.slug === slug ? post : null;
  }

  /** The study the token opens, if it is the one at /case-studies/<caseId>. */
  private async openCaseStudy(caseId: string, token: string): Promise<CaseStudy | null> {
    const id = await this.tokens.documentId(token, 'case-study');
    const study = id ? await unlessMissing(this.studies.preview(id)) : null;
    return study?.caseId === caseId ? study : null;
  }
}

/** The document, or null once it has been deleted. */
async function unlessMissing<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof NotFoundException) return null;
    throw error;
  }
}
