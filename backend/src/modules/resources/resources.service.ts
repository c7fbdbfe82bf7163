import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { MemberResourceDownloads, ResourceDetail, ResourcePage } from '@fabrion/shared';
import type { ReadStream } from 'node:fs';
import { basename, extname } from 'node:path';
import { Clock } from '../../common/clock';
import { resourcesConfig } from '../../config';
import { renderBody } from '../content/rich-text/rich-text';
import { type PrivateBucket, StorageService } from '../storage/storage.service';
import type { ResourceQueryDto } from './dto/resource-query.dto';
import { resourceFileName, toResourceSummary } from './dto/resource-response.dto';
import { ResourcesRepository } from './resources.repository';

export const RESOURCE_NOT_FOUND = 'Resource not found';
export const FILE_NOT_FOUND = 'This resource has no file';

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.zip': 'application/zip',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** How many of a member's downloads the back office shows. */
export const MEMBER_DOWNLOADS_SHOWN = 20;

export interface ResourceFile {
  fileName: string;
  contentType: string;
  length: number;
  stream: ReadStream;
}

/** The member resource library: pages of cards, one resource, its file (each download recorded). */
@Injectable()
export class ResourcesService {
  private readonly logger = new Logger(ResourcesService.name);
  /** The files (shipped and uploaded), private: only `file()` hands them out. */
  private readonly bucket: PrivateBucket;

  constructor(
    private readonly repository: ResourcesRepository,
    private readonly clock: Clock,
    private readonly storage: StorageService,
    @Inject(resourcesConfig.KEY) config: ConfigType<typeof resourcesConfig>,
  ) {
    this.bucket = storage.privateBucket('resources', config.filesDir);
  }

  async list(query: ResourceQueryDto): Promise<ResourcePage> {
    const { page, pageSize } = query;
    const { rows, count } = await this.repository.findPage(
      { category: query.category, q: query.q || undefined },
      (page - 1) * pageSize,
      pageSize,
    );
    return {
      items: rows.map(toResourceSummary),
      total: count.total,
      page,
      pageSize,
      ...(count.estimated ? { totalIsEstimate: true } : {}),
    };
  }

  async detail(slug: string): Promise<ResourceDetail> {
    const resource = await this.repository.findBySlug(slug);
    if (!resource) throw new NotFoundException(RESOURCE_NOT_FOUND);
    const html = resource.content?.trim() ? renderBody(resource.content) : '';
    return { ...toResourceSummary(resource), contentHtml: html || null };
  }

  /**
   * The resource's file for a signed-in member; the download is recorded (in PostgreSQL) before
   * the file is sent. 404 for an unknown resource, one without a file, or a file gone missing.
   */
  async file(userId: string, slug: string): Promise<ResourceFile> {
    const resource = await this.repository.findBySlug(slug);
    if (!resource) throw new NotFoundException(RESOURCE_NOT_FOUND);
    const fileName = resourceFileName(resource);
    if (!fileName) throw new NotFoundException(FILE_NOT_FOUND);
    // Only the file's own name counts: a stored path can never leave the private bucket.
    const stored = await this.storage.open(this.bucket, basename(fileName));
    if (!stored) {
      this.logger.warn(`File of resource ${slug} missing: ${fileName}`);
      throw new NotFoundException(FILE_NOT_FOUND);
    }
    try {
      await this.repository.recordDownload(userId, resource.id, this.clock.now());
    } catch (error) {
      stored.stream.destroy();
      throw error;
    }
    return {
      fileName,
      contentType: CONTENT_TYPES[extname(fileName).toLowerCase()] ?? 'application/octet-stream',
      length: stored.size,
      stream: stored.stream,
    };
  }

  /** A member's latest downloads, newest first, and how many they made (for the back office). */
  async downloadsOf(userId: string): Promise<MemberResourceDownloads> {
    const [rows, total] = await this.repository.downloadsOf(userId, MEMBER_DOWNLOADS_SHOWN);
    return {
      total,
      items: rows.map((row) => ({
        slug: row.slug,
        title: row.title,
        downloadedAt: new Date(row.downloadedAt).toISOString(),
      })),
    };
  }
}
