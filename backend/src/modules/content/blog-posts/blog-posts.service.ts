import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  type BlogPost,
  type BlogPostSummary,
  DEFAULT_BLOG_CATEGORY,
  type Page,
} from '@fabrion/shared';
import { ContentCacheService } from '../cache/content-cache.service';
import { isUniqueViolation } from '../database-errors';
import { RichTextService } from '../rich-text/rich-text.service';
import type { BlogPostEntity } from './blog-post.entity';
import { BlogPostsRepository } from './blog-posts.repository';
import type { SitemapEntry } from '../sitemap-entry';
import type { BlogPostsQueryDto } from './dto/blog-posts-query.dto';
import type { BlogPostInputDto, BlogPostPatchDto } from './dto/blog-post-input.dto';
import { toBlogPost, toBlogPostSummary } from './dto/blog-post.dto';
import { parseEditorDate } from './editor-date';

export const BLOG_POST_NOT_FOUND = 'Blog post not found';

/** Blog posts: the public reads, and the writes the back office makes (which clear the cache). */
@Injectable()
export class BlogPostsService {
  constructor(
    private readonly repository: BlogPostsRepository,
    private readonly richText: RichTextService,
    private readonly cache: ContentCacheService,
  ) {}

  async list(query: BlogPostsQueryDto): Promise<Page<BlogPostSummary>> {
    const filter = { q: query.q || undefined, category: query.category };
    const { rows, count } = await this.repository.findPublishedPage(
      filter,
      (query.page - 1) * query.pageSize,
      query.pageSize,
    );
    return {
      items: rows.map(toBlogPostSummary),
      total: count.total,
      page: query.page,
      pageSize: query.pageSize,
      ...(count.estimated ? { totalIsEstimate: true } : {}),
    };
  }

  /** Every published post's address key and last change, for the sitemap. */
  async sitemapEntries(limit: number): Promise<SitemapEntry[]> {
    const rows = await this.repository.findPublishedSitemapRows(limit);
    return rows.map((row) => ({ key: row.slug, updatedAt: row.updatedAt.toISOString() }));
  }

  async findBySlug(slug: string): Promise<BlogPost> {
    const post = await this.repository.findPublishedBySlug(slug);
    if (!post) throw new NotFoundException(BLOG_POST_NOT_FOUND);
    return this.render(post);
  }

  async create(input: BlogPostInputDto): Promise<BlogPost> {
    const post = this.repository.create({
      ...input,
      image: input.image || null,
      category: input.category ?? DEFAULT_BLOG_CATEGORY,
      hasAudio: input.hasAudio ?? false,
      audioUrl: input.audioUrl || null,
      published: input.published ?? false,
      publishedOn: parseEditorDate(input.date),
    });
    return this.write(post, () => this.repository.save(post));
  }

  async update(slug: string, patch: BlogPostPatchDto): Promise<BlogPost> {
    const post = await this.repository.findBySlug(slug);
    if (!post) throw new NotFoundException(BLOG_POST_NOT_FOUND);
    Object.assign(post, patch);
    if (patch.image !== undefined) post.image = patch.image || null;
    if (patch.audioUrl !== undefined) post.audioUrl = patch.audioUrl || null;
    if (patch.date !== undefined) post.publishedOn = parseEditorDate(patch.date);
    return this.write(post, () => this.repository.save(post));
  }

  async remove(slug: string): Promise<void> {
    if (!(await this.repository.remove(slug))) throw new NotFoundException(BLOG_POST_NOT_FOUND);
    await this.cache.invalidate();
  }

  private async write(
    post: BlogPostEntity,
    save: () => Promise<BlogPostEntity>,
  ): Promise<BlogPost> {
    try {
      const saved = await save();
      await this.cache.invalidate();
      return this.render(saved);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ConflictException(`A blog post with the slug "${post.slug}" already exists`);
      }
      throw error;
    }
  }

  private render(post: BlogPostEntity): BlogPost {
    return toBlogPost(post, {
      contentHtml: this.richText.body(post.content),
      audioEmbedHtml: post.hasAudio ? this.richText.audioEmbed(post.audioUrl) : null,
    });
  }
}
