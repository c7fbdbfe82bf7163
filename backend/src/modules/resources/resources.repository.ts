import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ResourceCategory } from '@fabrion/shared';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { likePattern } from '../content/search';
import { DashboardResourceEntity } from './entities/dashboard-resource.entity';
import { ResourceDownloadEntity } from './entities/resource-download.entity';

export interface ResourceFilter {
  category?: ResourceCategory;
  q?: string;
}

/** The only place that queries the resource library's tables. */
@Injectable()
export class ResourcesRepository {
  constructor(
    @InjectRepository(DashboardResourceEntity)
    private readonly resources: Repository<DashboardResourceEntity>,
    @InjectRepository(ResourceDownloadEntity)
    private readonly downloads: Repository<ResourceDownloadEntity>,
  ) {}

  /** A page of resources, newest first (spec §7: by date descending), and how many match. */
  findPage(
    filter: ResourceFilter,
    skip: number,
    take: number,
  ): Promise<[DashboardResourceEntity[], number]> {
    return this.filtered(filter)
      .select([
        'resource.id',
        'resource.slug',
        'resource.title',
        'resource.excerpt',
        'resource.category',
        'resource.date',
        'resource.image',
        'resource.fileUrl',
      ])
      .orderBy('resource.date', 'DESC')
      .addOrderBy('resource.id', 'DESC')
      .skip(skip)
      .take(take)
      .getManyAndCount();
  }

  findBySlug(slug: string): Promise<DashboardResourceEntity | null> {
    return this.resources.findOneBy({ slug });
  }

  async recordDownload(userId: string, resourceId: string, at: Date): Promise<void> {
    await this.downloads.insert({ userId, resourceId, downloadedAt: at });
  }

  private filtered(filter: ResourceFilter): SelectQueryBuilder<DashboardResourceEntity> {
    const query = this.resources.createQueryBuilder('resource');
    if (filter.category) query.andWhere('resource.category = :category', filter);
    if (filter.q) {
      query.andWhere('resource.searchText ILIKE :pattern', { pattern: likePattern(filter.q) });
    }
    return query;
  }
}
