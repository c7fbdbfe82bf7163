import { Controller, Get, Header, Param, Query, UseGuards } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { BlogPost, CaseStudy } from '@fabrion/shared';
import { BlogPostDto } from '../blog-posts/dto/blog-post.dto';
import { CaseStudyDto } from '../case-studies/dto/case-study.dto';
import { ContentPreviewService } from './content-preview.service';
import { PreviewQueryDto } from './dto/preview-query.dto';

/**
 * The data of a previewed page (what the server-rendered preview reads): like the public content
 * API, for any status, with an editor's live preview token; never cached, never indexed.
 */
@Controller('previews')
@ApiTags('content')
@UseGuards(ThrottlerGuard)
export class PreviewsController {
  constructor(private readonly previews: ContentPreviewService) {}

  @Get('blog-posts/:slug')
  @Header('cache-control', 'no-store')
  @Header('x-robots-tag', 'noindex')
  @ApiOperation({ summary: 'A post of any status, with the preview token of that post' })
  @ApiOkResponse({ type: BlogPostDto })
  @ApiNotFoundResponse({ description: 'No such post, or the token is not a live one for it' })
  post(@Param('slug') slug: string, @Query() query: PreviewQueryDto): Promise<BlogPost> {
    return this.previews.post(slug, query.token);
  }

  @Get('case-studies/:caseId')
  @Header('cache-control', 'no-store')
  @Header('x-robots-tag', 'noindex')
  @ApiOperation({ summary: 'A case study of any status, with the preview token of that study' })
  @ApiOkResponse({ type: CaseStudyDto })
  @ApiNotFoundResponse({ description: 'No such study, or the token is not a live one for it' })
  caseStudy(@Param('caseId') caseId: string, @Query() query: PreviewQueryDto): Promise<CaseStudy> {
    return this.previews.caseStudy(caseId, query.token);
  }
}
