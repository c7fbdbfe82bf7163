import {
  BadRequestException,
  Body,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Res,
  type PipeTransform,
  type Type,
} from '@nestjs/common';
import { PARAMTYPES_METADATA } from '@nestjs/common/constants';
import type { FastifyReply } from 'fastify';
import { AdminListDocs, type RawListQuery } from '../../../common/admin/admin-list-query';
import { uuidParam } from '../../../common/admin/uuid-param';
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
import { type ContentListQuery, parseContentListQuery } from './admin-content-query';
import { ContentAdmin, sendPage } from './content-admin.decorators';

/** A job opening's id (its slug) in a path: anything else is a 400, never a lookup. */
class JobIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (value.length > 80 || !SLUG.test(value))
      throw new BadRequestException({ message: 'Validation failed', errors: { id: 'Invalid id' } });
    return value;
  }
}

/** What one of the About page's lists needs: its path, sorts, DTOs and the service's methods. */
interface AboutResource<View, Input, Patch, Sort extends string> {
  path: string;
  /** Sortable fields; lists are sorted by `position` unless asked. */
  sorts: readonly (Sort | 'position')[];
  idPipe: PipeTransform;
  input: Type<Input>;
  patch: Type<Patch>;
  service: (about: AboutService) => {
    list(query: ContentListQuery<Sort | 'position'>): Promise<[View[], number]>;
    get(id: string): Promise<View>;
    create(input: Input): Promise<View>;
    update(id: string, patch: Patch): Promise<View>;
    remove(id: string): Promise<void>;
  };
}

/**
 * One of the About page's lists for editors: list, get, create, replace, update, delete. The body
 * DTOs are declared as the handlers' parameter types so that the global validation pipe checks
 * them (a generic parameter would be reflected as `Object` and pass unchecked).
 */
function aboutAdminController<View, Input, Patch, Sort extends string>(
  resource: AboutResource<View, Input, Patch, Sort>,
) {
  const { idPipe } = resource;

  @ContentAdmin(resource.path)
  class AboutAdminController {
    private readonly rows: ReturnType<AboutResource<View, Input, Patch, Sort>['service']>;

    constructor(about: AboutService) {
      this.rows = resource.service(about);
    }

    @Get()
    @AdminListDocs()
    async list(
      @Query() raw: RawListQuery,
      @Res({ passthrough: true }) reply: FastifyReply,
    ): Promise<View[]> {
      const query = parseContentListQuery(raw, resource.sorts, ['position', 'ASC']);
      return sendPage(reply, resource.path, query.skip, await this.rows.list(query));
    }

    @Get(':id')
    get(@Param('id', idPipe) id: string): Promise<View> {
      return this.rows.get(id);
    }

    @Post()
    create(@Body() dto: Input): Promise<View> {
      return this.rows.create(dto);
    }

    @Put(':id')
    replace(@Param('id', idPipe) id: string, @Body() dto: Patch): Promise<View> {
      return this.rows.update(id, dto);
    }

    @Patch(':id')
    update(@Param('id', idPipe) id: string, @Body() dto: Patch): Promise<View> {
      return this.rows.update(id, dto);
    }

    @Delete(':id')
    @HttpCode(204)
    remove(@Param('id', idPipe) id: string): Promise<void> {
      return this.rows.remove(id);
    }
  }
  Reflect.defineMetadata(PARAMTYPES_METADATA, [AboutService], AboutAdminController);
  const proto = AboutAdminController.prototype;
  Reflect.defineMetadata(PARAMTYPES_METADATA, [resource.input], proto, 'create');
  Reflect.defineMetadata(PARAMTYPES_METADATA, [String, resource.patch], proto, 'replace');
  Reflect.defineMetadata(PARAMTYPES_METADATA, [String, resource.patch], proto, 'update');
  return AboutAdminController;
}

/** The About page's openings for editors (the id is the opening's slug). */
export class JobsAdminController extends aboutAdminController<
  JobAdminView,
  JobOpeningInputDto,
  JobOpeningPatchDto,
  (typeof JOB_SORTS)[number]
>({
  path: 'jobs',
  sorts: JOB_SORTS,
  idPipe: new JobIdPipe(),
  input: JobOpeningInputDto,
  patch: JobOpeningPatchDto,
  service: (about) => ({
    list: (query) => about.adminJobs(query),
    get: (id) => about.adminJob(id),
    create: (input) => about.adminCreateJob(input),
    update: (id, patch) => about.adminUpdateJob(id, patch),
    remove: (id) => about.removeJob(id),
  }),
}) {}

/** The About page's client logos for editors. */
export class ClientLogosAdminController extends aboutAdminController<
  LogoAdminView,
  ClientLogoInputDto,
  ClientLogoPatchDto,
  (typeof LOGO_SORTS)[number]
>({
  path: 'client-logos',
  sorts: LOGO_SORTS,
  idPipe: uuidParam('id'),
  input: ClientLogoInputDto,
  patch: ClientLogoPatchDto,
  service: (about) => ({
    list: (query) => about.adminLogos(query),
    get: (id) => about.adminLogo(id),
    create: (input) => about.adminCreateLogo(input),
    update: (id, patch) => about.adminUpdateLogo(id, patch),
    remove: (id) => about.removeClientLogo(id),
  }),
}) {}
