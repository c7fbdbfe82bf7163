import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type EntityTarget, In, type ObjectLiteral } from 'typeorm';
import { appConfig } from '../../../config';
import { CASE_STUDIES } from '../../../database/seeds/content/case-studies';
import { BLOG_POSTS } from '../../../database/seeds/content/blog-posts';
import { CLIENT_LOGOS } from '../../../database/seeds/content/client-logos';
import { JOB_OPENINGS } from '../../../database/seeds/content/job-openings';
import { ClientLogoEntity } from '../about/client-logo.entity';
import { JobOpeningEntity } from '../about/job-opening.entity';
import { BlogPostEntity } from '../blog-posts/blog-post.entity';
import { parseEditorDate } from '../blog-posts/editor-date';
import { ContentCacheService } from '../cache/content-cache.service';
import { CaseStudyEntity } from '../case-studies/case-study.entity';

export interface SeedOptions {
  /** Reset rows that already exist (same key) to the shipped text as well. */
  overwrite?: boolean;
}

export interface SeedCount {
  added: number;
  updated: number;
  present: number;
}

export type SeedReport = Record<
  'caseStudies' | 'blogPosts' | 'jobOpenings' | 'clientLogos',
  SeedCount
>;

interface Dataset {
  entity: EntityTarget<ObjectLiteral>;
  /** The natural key a seed row is recognised by. */
  key: string;
  rows: ObjectLiteral[];
}

/** Arbitrary but fixed: serialises seeding between instances starting at the same time. */
const SEED_LOCK = 704_215_118;

/**
 * The shipped content (src/database/seeds/content). On start-up, when SEED_ON_START is on and
 * every content table is empty, it is inserted; `npm run seed` inserts what is missing (by slug,
 * case id, opening id or logo name) and, with --overwrite, resets existing rows to it.
 */
@Injectable()
export class ContentSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(ContentSeeder.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    private readonly cache: ContentCacheService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.app.seedOnStart) return;
    const report = await this.seedIfEmpty();
    if (report) this.logger.log(`Seeded the empty content tables: ${describeSeedReport(report)}`);
  }

  /** Seeds only a database whose content tables are all empty (a first start). */
  seedIfEmpty(): Promise<SeedReport | null> {
    return this.locked(async (manager) => {
      // One connection (the transaction's): queries run one after the other.
      for (const dataset of this.datasets()) {
        if ((await manager.count(dataset.entity)) > 0) return null;
      }
      return this.apply(manager, {});
    });
  }

  seed(options: SeedOptions = {}): Promise<SeedReport> {
    return this.locked((manager) => this.apply(manager, options));
  }

  private async locked<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      return work(manager);
    });
    await this.cache.invalidate();
    return result;
  }

  private async apply(manager: EntityManager, options: SeedOptions): Promise<SeedReport> {
    const [caseStudies, blogPosts, jobOpenings, clientLogos] = this.datasets();
    return {
      caseStudies: await this.sync(manager, caseStudies, options),
      blogPosts: await this.sync(manager, blogPosts, options),
      jobOpenings: await this.sync(manager, jobOpenings, options),
      clientLogos: await this.sync(manager, clientLogos, options),
    };
  }

  private async sync(
    manager: EntityManager,
    { entity, key, rows }: Dataset,
    options: SeedOptions,
  ): Promise<SeedCount> {
    const keys: unknown[] = rows.map((row) => row[key]);
    const found = await manager.find(entity, {
      select: { [key]: true },
      where: { [key]: In(keys) },
    });
    const existing = new Set(found.map((row) => row[key] as unknown));
    const missing = rows.filter((row) => !existing.has(row[key]));
    if (missing.length) await manager.insert(entity, missing);
    if (options.overwrite) {
      for (const row of rows.filter((candidate) => existing.has(candidate[key]))) {
        await manager.update(entity, { [key]: row[key] }, row);
      }
    }
    return {
      added: missing.length,
      updated: options.overwrite ? existing.size : 0,
      present: rows.length - missing.length,
    };
  }

  private datasets(): [Dataset, Dataset, Dataset, Dataset] {
    return [
      {
        entity: CaseStudyEntity,
        key: 'caseId',
        rows: CASE_STUDIES.map(({ createdAt, ...study }) => ({
          ...study,
          image: study.image || null,
          published: study.published ?? true,
          createdAt: new Date(createdAt),
        })),
      },
      {
        entity: BlogPostEntity,
        key: 'slug',
        rows: BLOG_POSTS.map(({ createdAt, ...post }) => ({
          ...post,
          image: post.image || null,
          audioUrl: post.audioUrl ?? null,
          hasAudio: post.hasAudio ?? false,
          published: post.published ?? true,
          publishedOn: parseEditorDate(post.date),
          createdAt: new Date(createdAt),
        })),
      },
      { entity: JobOpeningEntity, key: 'id', rows: JOB_OPENINGS },
      { entity: ClientLogoEntity, key: 'name', rows: CLIENT_LOGOS },
    ];
  }
}

export function describeSeedReport(report: SeedReport): string {
  return Object.entries(report)
    .map(
      ([name, count]) =>
        `${name} ${count.added} added, ${count.updated} updated, ${count.present} present`,
    )
    .join('; ');
}
