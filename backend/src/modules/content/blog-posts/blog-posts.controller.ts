import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { BlogPost, BlogPostSummary, Page } from '@fabrion/shared';
import { PublicContent } from '../content-api.decorators';
import { BlogPostsService } from './blog-posts.service';
import { BlogPostsQueryDto } from './dto/blog-posts-query.dto';
import { BlogPostDto, BlogPostPageDto } from './dto/blog-post.dto';

@Controller('blog-posts')
@PublicContent('blog')
export class BlogPostsController {
  constructor(private readonly posts: BlogPostsService) {}

  @Get()
  @ApiOperation({ summary: 'Published posts, newest first (unparsable dates last), paginated' })
  @ApiOkResponse({ type: BlogPostPageDto })
  list(@Query() query: BlogPostsQueryDto): Promise<Page<BlogPostSummary>> {
    return this.posts.list(query);
  }

  @Get(':slug')
  @ApiOperation({ summary: 'One published post with its formatted, sanitised body' })
  @ApiOkResponse({ type: BlogPostDto })
  @ApiNotFoundResponse({ description: '{ statusCode: 404, message: "Blog post not found" }' })
  findOne(@Param('slug') slug: string): Promise<BlogPost> {
    return this.posts.findBySlug(slug);
  }
}
