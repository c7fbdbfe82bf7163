import {
  Body,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiBadRequestResponse, ApiConsumes, ApiPayloadTooLargeResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminListDocs, type RawListQuery } from '../../../common/admin/admin-list-query';
import { uuidParam } from '../../../common/admin/uuid-param';
import { ContentAdmin, sendPage } from '../../content/admin/content-admin.decorators';
import { ResourceInputDto, ResourcePatchDto } from '../dto/resource-input.dto';
import { RESOURCE_FILE_TYPES } from '../resource-upload';
import { type ResourceAdminView, ResourcesAdminService } from '../resources-admin.service';

const uuid = uuidParam('id');

/** The member library for editors and admins: records, and each one's file. */
@ContentAdmin('resources')
export class ResourcesAdminController {
  constructor(private readonly resources: ResourcesAdminService) {}

  @Get()
  @AdminListDocs()
  async list(
    @Query() raw: RawListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ResourceAdminView[]> {
    const { skip, page } = await this.resources.list(raw);
    return sendPage(reply, 'resources', skip, page);
  }

  @Get(':id')
  get(@Param('id', uuid) id: string): Promise<ResourceAdminView> {
    return this.resources.get(id);
  }

  @Post()
  create(@Body() dto: ResourceInputDto): Promise<ResourceAdminView> {
    return this.resources.create(dto);
  }

  @Put(':id')
  replace(
    @Param('id', uuid) id: string,
    @Body() dto: ResourcePatchDto,
  ): Promise<ResourceAdminView> {
    return this.resources.update(id, dto);
  }

  @Patch(':id')
  update(@Param('id', uuid) id: string, @Body() dto: ResourcePatchDto): Promise<ResourceAdminView> {
    return this.resources.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Param('id', uuid) id: string): Promise<void> {
    return this.resources.remove(id);
  }

  /** The file as the raw request body, its type in Content-Type (PDF, PNG, JPEG, WebP; 10 MB). */
  @Put(':id/file')
  @ApiConsumes(...Object.keys(RESOURCE_FILE_TYPES))
  @ApiBadRequestResponse({ description: '`errors.file`: wrong type, empty or mismatched content' })
  @ApiPayloadTooLargeResponse({ description: '`errors.file`: over the size limit' })
  upload(
    @Param('id', uuid) id: string,
    @Req() request: FastifyRequest,
  ): Promise<ResourceAdminView> {
    return this.resources.upload(
      id,
      request.headers['content-type'],
      request.headers['content-length'],
      request.body,
    );
  }
}
