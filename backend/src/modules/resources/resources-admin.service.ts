import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  PayloadTooLargeException,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { parseResourceCategory, type ResourceCategory } from '@fabrion/shared';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { parseAdminListQuery, type RawListQuery } from '../../common/admin/admin-list-query';
import { resourcesConfig } from '../../config';
import { isUniqueViolation } from '../content/database-errors';
import type { ResourceInputDto, ResourcePatchDto } from './dto/resource-input.dto';
import { CATEGORY_MESSAGE } from './dto/resource-query.dto';
import type { DashboardResourceEntity } from './entities/dashboard-resource.entity';
import {
  FILE_CONTENT_MESSAGE,
  FILE_EMPTY_MESSAGE,
  FILE_SIZE_MESSAGE,
  FILE_TYPE_MESSAGE,
  GENERATED_FILE,
  mediaType,
  RESOURCE_FILE_MAX_BYTES,
  RESOURCE_FILE_TYPES,
  storeUpload,
} from './resource-upload';
import { ResourcesRepository } from './resources.repository';
import { RESOURCE_NOT_FOUND } from './resources.service';

export const RESOURCE_ADMIN_SORTS = ['title', 'slug', 'category', 'date', 'createdAt'] as const;

/** A resource as the back office sees it: every column, the file's name. */
export type ResourceAdminView = Omit<DashboardResourceEntity, 'searchText'>;

function invalid(errors: Record<string, string>): never {
  throw new BadRequestException({ message: 'Validation failed', errors });
}

/**
 * The library for editors: list, create, update, delete, and a resource's file uploaded (type
 * allowlist, size limit and first bytes checked here) into the private files folder under a
 * generated name.
 */
@Injectable()
export class ResourcesAdminService {
  private readonly logger = new Logger(ResourcesAdminService.name);

  constructor(
    private readonly repository: ResourcesRepository,
    @Inject(resourcesConfig.KEY) private readonly config: ConfigType<typeof resourcesConfig>,
  ) {}

  async list(raw: RawListQuery): Promise<{ skip: number; page: [ResourceAdminView[], number] }> {
    const query = parseAdminListQuery(raw, {
      sortable: RESOURCE_ADMIN_SORTS,
      defaultSort: ['date', 'DESC'],
      filters: ['q', 'category'],
    });
    let category: ResourceCategory | undefined;
    if (query.filter.category) {
      category = parseResourceCategory(query.filter.category) ?? undefined;
      if (!category) invalid({ 'filter.category': CATEGORY_MESSAGE });
    }
    const page = await this.repository.adminPage({
      ...query,
      q: query.filter.q?.slice(0, 100),
      category,
    });
    return { skip: query.skip, page };
  }

  async get(id: string): Promise<ResourceAdminView> {
    const resource = await this.repository.findById(id);
    if (!resource) throw new NotFoundException(RESOURCE_NOT_FOUND);
    return resource;
  }

  async create(input: ResourceInputDto): Promise<ResourceAdminView> {
    return this.write({ ...input, content: input.content ?? null, image: input.image ?? null });
  }

  async update(id: string, patch: ResourcePatchDto): Promise<ResourceAdminView> {
    const resource = await this.get(id);
    const changes = Object.fromEntries(
      Object.entries(patch).filter(([, value]) => value !== undefined),
    );
    return this.write({ ...resource, ...changes });
  }

  async remove(id: string): Promise<void> {
    const resource = await this.repository.findById(id);
    if (!resource) throw new NotFoundException(RESOURCE_NOT_FOUND);
    await this.repository.remove(resource);
    await this.removeStoredFile(resource.fileUrl);
  }

  /**
   * Stores the body as the resource's file. 400 for a type outside the allowlist, an empty body or
   * content that is not what its type says; 413 past the size limit. The previous uploaded file is
   * removed once the row points at the new one.
   */
  async upload(
    id: string,
    contentType: string | undefined,
    contentLength: string | undefined,
    body: unknown,
  ): Promise<ResourceAdminView> {
    const resource = await this.get(id);
    const type = mediaType(contentType);
    if (!RESOURCE_FILE_TYPES[type]) invalid({ file: FILE_TYPE_MESSAGE });
    if (Number(contentLength) > RESOURCE_FILE_MAX_BYTES) this.tooLarge();
    if (!body || typeof (body as Readable).pipe !== 'function')
      invalid({ file: FILE_EMPTY_MESSAGE });
    const outcome = await storeUpload(body as Readable, this.filesDir(), type);
    if (!outcome.ok) {
      if (outcome.reason === 'too-large') this.tooLarge();
      invalid({ file: outcome.reason === 'empty' ? FILE_EMPTY_MESSAGE : FILE_CONTENT_MESSAGE });
    }
    const previous = resource.fileUrl;
    try {
      const saved = await this.repository.save({ ...resource, fileUrl: outcome.fileName });
      await this.removeStoredFile(previous);
      return saved;
    } catch (error) {
      await rm(join(this.filesDir(), outcome.fileName), { force: true });
      throw error;
    }
  }

  private tooLarge(): never {
    throw new PayloadTooLargeException({
      message: 'File too large',
      errors: { file: FILE_SIZE_MESSAGE },
    });
  }

  private filesDir(): string {
    return resolve(this.config.filesDir);
  }

  /** Only files this service named are removed; shipped files (seeded names) stay. */
  private async removeStoredFile(fileName: string | null): Promise<void> {
    if (!fileName || !GENERATED_FILE.test(fileName)) return;
    await rm(join(this.filesDir(), fileName), { force: true }).catch((error: Error) =>
      this.logger.warn(`Could not remove ${fileName}: ${error.message}`),
    );
  }

  private async write(resource: Partial<DashboardResourceEntity>): Promise<ResourceAdminView> {
    try {
      return await this.repository.save(resource);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ConflictException({
          message: 'Slug already used',
          errors: { slug: `A resource with the slug "${resource.slug}" already exists` },
        });
      throw error;
    }
  }
}
