import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock';
import { ContentCacheService } from '../cache/content-cache.service';

const TABLES = ['home_blog_posts', 'home_case_studies', 'job_openings', 'client_logos'];

/**
 * Scheduled publishing on the server: public reads hide published rows whose `publish_at` is
 * still ahead (the repositories compare with the clock), and this tells the content cache when the
 * next one falls due, so cached answers and rendered pages are dropped at that moment.
 */
@Injectable()
export class ContentScheduleService implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: ContentCacheService,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.cache.registerScheduleLookup(() => this.nextPublishAt());
  }

  /** The earliest publish time still ahead, over every content table (their partial indexes). */
  async nextPublishAt(): Promise<Date | null> {
    const union = TABLES.map(
      (table) =>
        `SELECT min(publish_at) AS at FROM "${table}" WHERE published AND publish_at IS NOT NULL AND publish_at > $1`,
    ).join(' UNION ALL ');
    const [row] = await this.dataSource.query<[{ next: Date | null }]>(
      `SELECT min(at) AS next FROM (${union}) AS due`,
      [this.clock.now()],
    );
    return row?.next ? new Date(row.next) : null;
  }
}
