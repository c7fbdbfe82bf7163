import { Body, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AdminListDocs, type RawListQuery } from '../../../common/admin/admin-list-query';
import { uuidParam } from '../../../common/admin/uuid-param';
import { ContentAdmin, sendPage } from '../../content/admin/content-admin.decorators';
import {
  LessonInputDto,
  LessonPatchDto,
  MoveDto,
  moveTarget,
  SectionInputDto,
  SectionPatchDto,
} from '../dto/masterclass-admin.dto';
import type { MasterclassSectionEntity } from '../entities/masterclass-section.entity';
import { type LessonAdminView, MasterclassAdminService } from '../masterclass-admin.service';

const uuid = uuidParam('id');

/** The masterclass's sections for editors and admins, in course order. */
@ContentAdmin('masterclass-sections')
export class MasterclassSectionsAdminController {
  constructor(private readonly admin: MasterclassAdminService) {}

  @Get()
  @AdminListDocs()
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    const { skip, page } = await this.admin.sections(raw);
    return sendPage(reply, 'masterclass-sections', skip, page);
  }

  @Get(':id')
  get(@Param('id', uuid) id: string): Promise<MasterclassSectionEntity> {
    return this.admin.section(id);
  }

  @Post()
  create(@Body() dto: SectionInputDto): Promise<MasterclassSectionEntity> {
    return this.admin.createSection(dto);
  }

  @Put(':id')
  replace(@Param('id', uuid) id: string, @Body() dto: SectionPatchDto) {
    return this.admin.updateSection(id, dto);
  }

  @Patch(':id')
  update(@Param('id', uuid) id: string, @Body() dto: SectionPatchDto) {
    return this.admin.updateSection(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Param('id', uuid) id: string): Promise<void> {
    return this.admin.removeSection(id);
  }

  @Post(':id/move')
  @HttpCode(200)
  move(@Param('id', uuid) id: string, @Body() dto: MoveDto): Promise<MasterclassSectionEntity> {
    return this.admin.moveSection(id, moveTarget(dto));
  }
}

/** The masterclass's lessons (with transcripts) for editors and admins. */
@ContentAdmin('masterclass-lessons')
export class MasterclassLessonsAdminController {
  constructor(private readonly admin: MasterclassAdminService) {}

  @Get()
  @AdminListDocs()
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    const { skip, page } = await this.admin.lessons(raw);
    return sendPage(reply, 'masterclass-lessons', skip, page);
  }

  @Get(':id')
  get(@Param('id', uuid) id: string): Promise<LessonAdminView> {
    return this.admin.lesson(id);
  }

  @Post()
  create(@Body() dto: LessonInputDto): Promise<LessonAdminView> {
    return this.admin.createLesson(dto);
  }

  @Put(':id')
  replace(@Param('id', uuid) id: string, @Body() dto: LessonPatchDto): Promise<LessonAdminView> {
    return this.admin.updateLesson(id, dto);
  }

  @Patch(':id')
  update(@Param('id', uuid) id: string, @Body() dto: LessonPatchDto): Promise<LessonAdminView> {
    return this.admin.updateLesson(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Param('id', uuid) id: string): Promise<void> {
    return this.admin.removeLesson(id);
  }

  @Post(':id/move')
  @HttpCode(200)
  move(@Param('id', uuid) id: string, @Body() dto: MoveDto): Promise<LessonAdminView> {
    return this.admin.moveLesson(id, moveTarget(dto));
  }
}
