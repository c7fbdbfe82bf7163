import { Body, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AdminListDocs, type RawListQuery } from '../../../common/admin/admin-list-query';
import {
  CASE_STUDY_SORTS,
  type CaseStudyAdminView,
  CaseStudiesService,
} from '../case-studies/case-studies.service';
import { CaseStudyInputDto, CaseStudyPatchDto } from '../case-studies/dto/case-study-input.dto';
import { parseContentListQuery } from './admin-content-query';
import { ContentAdmin, sendPage } from './content-admin.decorators';
import { type AuthContext, CurrentAuth } from '../../../common/decorators/auth.decorator';
import { ContentPreviewService, type PreviewLink } from '../preview/content-preview.service';
import { uuidParam } from '../../../common/admin/uuid-param';

const uuid = uuidParam('id');

/** Case studies for editors: every study (drafts, scheduled), the public page's preview, writes. */
@ContentAdmin('case-studies')
export class CaseStudiesAdminController {
  constructor(
    private readonly studies: CaseStudiesService,
    private readonly previews: ContentPreviewService,
  ) {}

  @Get()
  @AdminListDocs()
  async list(
    @Query() raw: RawListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CaseStudyAdminView[]> {
    const query = parseContentListQuery(raw, CASE_STUDY_SORTS, ['updatedAt', 'DESC']);
    return sendPage(reply, 'case-studies', query.skip, await this.studies.adminList(query));
  }

  @Get(':id')
  get(@Param('id', uuid) id: string): Promise<CaseStudyAdminView> {
    return this.studies.adminGet(id);
  }

  /** A short-lived link to the public page showing this case study, whatever its status. */
  @Post(':id/preview')
  @HttpCode(200)
  preview(@Param('id', uuid) id: string, @CurrentAuth() auth: AuthContext): Promise<PreviewLink> {
    return this.previews.caseStudyLink(id, auth.userId);
  }

  @Post()
  create(@Body() dto: CaseStudyInputDto): Promise<CaseStudyAdminView> {
    return this.studies.adminCreate(dto);
  }

  @Put(':id')
  replace(
    @Param('id', uuid) id: string,
    @Body() dto: CaseStudyPatchDto,
  ): Promise<CaseStudyAdminView> {
    return this.studies.adminUpdate(id, dto);
  }

  @Patch(':id')
  update(
    @Param('id', uuid) id: string,
    @Body() dto: CaseStudyPatchDto,
  ): Promise<CaseStudyAdminView> {
    return this.studies.adminUpdate(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Param('id', uuid) id: string): Promise<void> {
    return this.studies.adminRemove(id);
  }
}
