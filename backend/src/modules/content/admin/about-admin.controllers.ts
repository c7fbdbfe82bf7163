import { Body, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AdminListDocs, type RawListQuery } from '../../../common/admin/admin-list-query';
import {
  AboutService,
  JOB_SORTS,
  type JobAdminView,
  LOGO_SORTS,
  type LogoAdminView,
} from '../about/about.service';
import {
  ClientLogoInputDto,
  ClientLogoPatchDto,
  JobOpeningInputDto,
  JobOpeningPatchDto,
} from '../about/dto/about-input.dto';
import { SLUG } from '../dto/slug';
import { parseContentListQuery } from './admin-content-query';
import { ContentAdmin, sendPage } from './content-admin.decorators';
import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { uuidParam } from '../../../common/admin/uuid-param';

/** A job opening's id (its slug) in a path: anything else is a 400, never a lookup. */
class JobIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (value.length > 80 || !SLUG.test(value))
      throw new BadRequestException({ message: 'Validation failed', errors: { id: 'Invalid id' } });
    return value;
  }
}
const jobId = new JobIdPipe();
const uuid = uuidParam('id');

/** The About page's openings for editors. */
@ContentAdmin('jobs')
export class JobsAdminController {
  constructor(private readonly about: AboutService) {}

  @Get()
  @AdminListDocs()
  async list(
    @Query() raw: RawListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<JobAdminView[]> {
    const query = parseContentListQuery(raw, JOB_SORTS, ['position', 'ASC']);
    return sendPage(reply, 'jobs', query.skip, await this.about.adminJobs(query));
  }

  @Get(':id')
  get(@Param('id', jobId) id: string): Promise<JobAdminView> {
    return this.about.adminJob(id);
  }

  @Post()
  create(@Body() dto: JobOpeningInputDto): Promise<JobAdminView> {
    return this.about.adminCreateJob(dto);
  }

  @Put(':id')
  replace(@Param('id', jobId) id: string, @Body() dto: JobOpeningPatchDto): Promise<JobAdminView> {
    return this.about.adminUpdateJob(id, dto);
  }

  @Patch(':id')
  update(@Param('id', jobId) id: string, @Body() dto: JobOpeningPatchDto): Promise<JobAdminView> {
    return this.about.adminUpdateJob(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Param('id', jobId) id: string): Promise<void> {
    return this.about.removeJob(id);
  }
}

/** The About page's client logos for editors. */
@ContentAdmin('client-logos')
export class ClientLogosAdminController {
  constructor(private readonly about: AboutService) {}

  @Get()
  @AdminListDocs()
  async list(
    @Query() raw: RawListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LogoAdminView[]> {
    const query = parseContentListQuery(raw, LOGO_SORTS, ['position', 'ASC']);
    return sendPage(reply, 'client-logos', query.skip, await this.about.adminLogos(query));
  }

  @Get(':id')
  get(@Param('id', uuid) id: string): Promise<LogoAdminView> {
    return this.about.adminLogo(id);
  }

  @Post()
  create(@Body() dto: ClientLogoInputDto): Promise<LogoAdminView> {
    return this.about.adminCreateLogo(dto);
  }

  @Put(':id')
  replace(@Param('id', uuid) id: string, @Body() dto: ClientLogoPatchDto): Promise<LogoAdminView> {
    return this.about.adminUpdateLogo(id, dto);
  }

  @Patch(':id')
  update(@Param('id', uuid) id: string, @Body() dto: ClientLogoPatchDto): Promise<LogoAdminView> {
    return this.about.adminUpdateLogo(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Param('id', uuid) id: string): Promise<void> {
    return this.about.removeClientLogo(id);
  }
}
