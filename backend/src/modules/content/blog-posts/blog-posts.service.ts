import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  type BlogPost,
  type BlogPostSummary,
  DEFAULT_BLOG_CATEGORY,
  type Page,
} from '@fabrion/shared';
import { Clock } from '../../../common/clock';
import {
  type ContentListQuery,
  type ContentStatus,
  statusOf,
  toPublishAt,
} from '../admin/admin-content-query';
import { ContentCacheService } from '../cache/content-cache.service';
import { ContentRedirectsService } from '../redirects/content-redirects.service';
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
export const BLOG_POST_SORTS = [
  'title',
  'slug',
  'createdAt',
  'updatedAt',
  'publishAt',
  'publishedOn',
] as const;

/** A post as the back office edits it: every column, and where it stands. */
export type BlogPostAdminView = BlogPostEntity & { status: ContentStatus };

/** Blog posts: the public reads, and the writes the back office makes (which clear the cache). */
@Injectable()
export class BlogPostsService {
  constructor(
    private readonly repository: BlogPostsRepository,
    private readonly richText: RichTextService,
    private readonly cache: ContentCacheService,
    private readonly redirects: ContentRedirectsService,
    private readonly clock: Clock,
  ) {}

  async adminList(
    query: ContentListQuery<(typeof BLOG_POST_SORTS)[number]>,
  ): Promise<[BlogPostAdminView[], number]> {
    const now = this.clock.now();
    const [rows, total] = await this.repository.adminPage(query, now);
    return [rows.map((row) => ({ ...row, status: statusOf(row, now) })), total];
  }

  async adminGet(id: string): Promise<BlogPostAdminView> {
    const post = await this.byId(id);
    return { ...post, status: statusOf(post, this.clock.now()) };
  }

  /** The public page's data for any post, draft or scheduled (the editor's preview). */
  async preview(id: string): Promise<BlogPost> {
    return this.render(await this.byId(id));
  }

  /** The back office's writes: the body is stored as the sanitised HTML the site renders. */
  async adminCreate(input: BlogPostInputDto): Promise<BlogPostAdminView> {
    const created = await this.create({ ...input, content: this.richText.body(input.content) });
    return this.adminGet(created.id);
  }

  async adminUpdate(id: string, patch: BlogPostPatchDto): Promise<BlogPostAdminView> {
    const post = await this.byId(id);
    const changes =
      patch.content === undefined
        ? patch
        : { ...patch, content: this.richText.body(patch.content) };
    await this.applyPatch(post, changes);
    return this.adminGet(id);
  }

  async adminRemove(id: string): Promise<void> {
    const post = await this.byId(id);
    await this.remove(post.slug);
  }

  private async byId(id: string): Promise<BlogPostEntity> {
    const post = await this.repository.findById(id);
    if (!post) throw new NotFoundException(BLOG_POST_NOT_FOUND);
    return post;
  }

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
      publishAt: toPublishAt(input.publishAt) ?? null,
      publishedOn: parseEditorDate(input.date),
    });
    const written = await this.write(post, () => this.repository.save(post));
    await this.redirects.claim('blog', post.slug);
    return written;
  }

  async update(slug: string, patch: BlogPostPatchDto): Promise<BlogPost> {
    const post = await this.repository.findBySlug(slug);
    if (!post) throw new NotFoundException(BLOG_POST_NOT_FOUND);
    return this.applyPatch(post, patch);
  }

  async remove(slug: string): Promise<void> {
    if (!(await this.repository.remove(slug))) throw new NotFoundException(BLOG_POST_NOT_FOUND);
    await this.redirects.forget('blog', slug);
    await this.cache.invalidate();
  }

  /** A renamed post keeps its old address (301 to the new one). */
  private async applyPatch(post: BlogPostEntity, patch: BlogPostPatchDto): Promise<BlogPost> {
    const oldSlug = post.slug;
    const { publishAt, ...rest } = patch;
    Object.assign(post, rest);
    if (publishAt !== undefined) post.publishAt = toPublishAt(publishAt) ?? null;
    if (patch.image !== undefined) post.image = patch.image || null;
    if (patch.audioUrl !== undefined) post.audioUrl = patch.audioUrl || null;
    if (patch.date !== undefined) post.publishedOn = parseEditorDate(patch.date);
    const written = await this.write(post, () => this.repository.save(post));
    if (post.slug !== oldSlug) {
      await this.redirects.record('blog', oldSlug, post.slug);
      await this.cache.invalidate();
    }
    return written;
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
