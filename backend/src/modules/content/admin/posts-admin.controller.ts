import { Body, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AdminListDocs, type RawListQuery } from '../../../common/admin/admin-list-query';
import {
  BLOG_POST_SORTS,
  type BlogPostAdminView,
  BlogPostsService,
} from '../blog-posts/blog-posts.service';
import { BlogPostInputDto, BlogPostPatchDto } from '../blog-posts/dto/blog-post-input.dto';
import { parseContentListQuery } from './admin-content-query';
import { ContentAdmin, sendPage } from './content-admin.decorators';
import { type AuthContext, CurrentAuth } from '../../../common/decorators/auth.decorator';
import { ContentPreviewService, type PreviewLink } from '../preview/content-preview.service';
import { uuidParam } from '../../../common/admin/uuid-param';

const uuid = uuidParam('id');

/** Blog posts for editors: every post (drafts, scheduled), the public page's preview, writes. */
@ContentAdmin('posts')
export class PostsAdminController {
  constructor(
    private readonly posts: BlogPostsService,
    private readonly previews: ContentPreviewService,
  ) {}

  @Get()
  @AdminListDocs()
  async list(
    @Query() raw: RawListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BlogPostAdminView[]> {
    const query = parseContentListQuery(raw, BLOG_POST_SORTS, ['updatedAt', 'DESC']);
    return sendPage(reply, 'posts', query.skip, await this.posts.adminList(query));
  }

  @Get(':id')
  get(@Param('id', uuid) id: string): Promise<BlogPostAdminView> {
    return this.posts.adminGet(id);
  }

  /** A short-lived link to the public page showing this post, whatever its status. */
  @Post(':id/preview')
  @HttpCode(200)
  preview(@Param('id', uuid) id: string, @CurrentAuth() auth: AuthContext): Promise<PreviewLink> {
    return this.previews.postLink(id, auth.userId);
  }

  @Post()
  create(@Body() dto: BlogPostInputDto): Promise<BlogPostAdminView> {
    return this.posts.adminCreate(dto);
  }

  @Put(':id')
  replace(
    @Param('id', uuid) id: string,
    @Body() dto: BlogPostPatchDto,
  ): Promise<BlogPostAdminView> {
    return this.posts.adminUpdate(id, dto);
  }

  @Patch(':id')
  update(@Param('id', uuid) id: string, @Body() dto: BlogPostPatchDto): Promise<BlogPostAdminView> {
    return this.posts.adminUpdate(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Param('id', uuid) id: string): Promise<void> {
    return this.posts.adminRemove(id);
  }
}
