import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { ResourceDetail, ResourcePage } from '@fabrion/shared';
import {
  Authenticated,
  type AuthContext,
  CurrentAuth,
} from '../../common/decorators/auth.decorator';
import { ResourceQueryDto } from './dto/resource-query.dto';
import { ResourceDetailDto, ResourcePageDto } from './dto/resource-response.dto';
import { ResourcesService } from './resources.service';

/** The member resource library: case studies, flyers and canvases (members only). */
@ApiTags('resources')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No valid session' })
@Controller('resources')
@Authenticated()
export class ResourcesController {
  constructor(private readonly resources: ResourcesService) {}

  @Get()
  @ApiOperation({ summary: 'A page of resources, newest first, by category and search text' })
  @ApiOkResponse({ type: ResourcePageDto })
  @ApiBadRequestResponse({ description: '`errors: { field: message }`' })
  list(@Query() query: ResourceQueryDto): Promise<ResourcePage> {
    return this.resources.list(query);
  }

  @Get(':slug')
  @ApiOperation({ summary: 'One resource with its sanitised HTML' })
  @ApiOkResponse({ type: ResourceDetailDto })
  @ApiNotFoundResponse({ description: 'Unknown resource' })
  detail(@Param('slug') slug: string): Promise<ResourceDetail> {
    return this.resources.detail(slug);
  }

  @Get(':slug/file')
  @ApiOperation({ summary: 'The resource’s file (the download is recorded first)' })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'The file, shown inline with its name' })
  @ApiNotFoundResponse({ description: 'Unknown resource, or one without a file' })
  async file(
    @CurrentAuth() auth: AuthContext,
    @Param('slug') slug: string,
  ): Promise<StreamableFile> {
    const file = await this.resources.file(auth.userId, slug);
    return new StreamableFile(file.stream, {
      type: file.contentType,
      disposition: `inline; filename="${file.fileName.replace(/["\\]/g, '')}"`,
      length: file.length,
    });
  }
}
