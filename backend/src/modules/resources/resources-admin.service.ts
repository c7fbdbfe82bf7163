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
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { parseAdminListQuery, type RawListQuery } from '../../common/admin/admin-list-query';
import { resourcesConfig } from '../../config';
import { isUniqueViolation } from '../content/database-errors';
import { type PrivateBucket, StorageService } from '../storage/storage.service';
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
  RESOURCE_SNIFF_BYTES,
} from './resource-upload';
import { ResourcesRepository } from './resources.repository';
import { RESOURCE_NOT_FOUND } from './resources.service';

export const RESOURCE_ADMIN_SORTS = ['title', 'slug', 'category', 'date', 'createdAt'] as const;

/** A resource as the back office sees it: every column, the file's name. */
export type ResourceAdminView = Omit<DashboardResourceEntity, 'searchDocument'>;

function invalid(errors: Record<string, string>): never {
  throw new BadRequestException({ message: 'Validation failed', errors });
}

/**
 * The library for editors: list, create, update, delete, and a resource's file uploaded (type
 * allowlist, size limit and first bytes checked here) through the storage module into the private
 * `resources` bucket (RESOURCES_FILES_DIR) under a generated name.
 */
@Injectable()
export class ResourcesAdminService {
  private readonly logger = new Logger(ResourcesAdminService.name);
  private readonly bucket: PrivateBucket;

  constructor(
    private readonly repository: ResourcesRepository,
    private readonly storage: StorageService,
    @Inject(resourcesConfig.KEY) config: ConfigType<typeof resourcesConfig>,
  ) {
    this.bucket = storage.privateBucket('resources', config.filesDir);
  }

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
    const spec = RESOURCE_FILE_TYPES[type]!;
    const fileName = `${randomUUID()}${spec.ext}`;
    const outcome = await this.storage.put(this.bucket, fileName, body as Readable, {
      maxBytes: RESOURCE_FILE_MAX_BYTES,
      headBytes: RESOURCE_SNIFF_BYTES,
      accepts: spec.sniff,
    });
    if (!outcome.ok) {
      if (outcome.reason === 'too-large') this.tooLarge();
      invalid({ file: outcome.reason === 'empty' ? FILE_EMPTY_MESSAGE : FILE_CONTENT_MESSAGE });
    }
    const previous = resource.fileUrl;
    try {
      const saved = await this.repository.save({ ...resource, fileUrl: fileName });
      await this.removeStoredFile(previous);
      return saved;
    } catch (error) {
      await this.storage.remove(this.bucket, fileName);
      throw error;
    }
  }

  private tooLarge(): never {
    throw new PayloadTooLargeException({
      message: 'File too large',
      errors: { file: FILE_SIZE_MESSAGE },
    });
  }

  /** Only files this service named are removed; shipped files (seeded names) stay. */
  private async removeStoredFile(fileName: string | null): Promise<void> {
    if (!fileName || !GENERATED_FILE.test(fileName)) return;
    await this.storage
      .remove(this.bucket, fileName)
      .catch((error: Error) => this.logger.warn(`Could not remove ${fileName}: ${error.message}`));
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
