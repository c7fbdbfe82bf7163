import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThanOrEqual, Repository } from 'typeorm';
import { Clock } from '../../../common/clock';
import { adminPage, type ContentListQuery } from '../admin/admin-content-query';
import { ClientLogoEntity } from './client-logo.entity';
import { JobOpeningEntity } from './job-opening.entity';

/** The queries on job openings and client logos. Public reads only ever see published rows. */
@Injectable()
export class AboutRepository {
  constructor(
    @InjectRepository(JobOpeningEntity) private readonly jobs: Repository<JobOpeningEntity>,
    @InjectRepository(ClientLogoEntity) private readonly logos: Repository<ClientLogoEntity>,
    private readonly clock: Clock,
  ) {}

  /** Published and due: no publish time, or one already passed. */
  private visible() {
    const now = this.clock.now();
    return [
      { published: true, publishAt: IsNull() },
      { published: true, publishAt: LessThanOrEqual(now) },
    ];
  }

  findPublishedJobs(): Promise<JobOpeningEntity[]> {
    return this.jobs.find({ where: this.visible(), order: { position: 'ASC', id: 'ASC' } });
  }

  adminJobsPage(query: ContentListQuery<string>, now: Date): Promise<[JobOpeningEntity[], number]> {
    return adminPage(
      this.jobs.createQueryBuilder('job'),
      query,
      ['title', 'id', 'department'],
      now,
    );
  }

  adminLogosPage(
    query: ContentListQuery<string>,
    now: Date,
  ): Promise<[ClientLogoEntity[], number]> {
    return adminPage(this.logos.createQueryBuilder('logo'), query, ['name'], now);
  }

  findJob(id: string): Promise<JobOpeningEntity | null> {
    return this.jobs.findOneBy({ id });
  }

  createJob(values: Partial<JobOpeningEntity>): JobOpeningEntity {
    return this.jobs.create(values);
  }

  /** Inserts a new opening (fails on a duplicate id rather than overwriting it). */
  insertJob(job: JobOpeningEntity): Promise<JobOpeningEntity> {
    return this.jobs.insert(job).then(() => this.jobs.findOneByOrFail({ id: job.id }));
  }

  saveJob(job: JobOpeningEntity): Promise<JobOpeningEntity> {
    return this.jobs.save(job);
  }

  async removeJob(id: string): Promise<boolean> {
    return ((await this.jobs.delete({ id })).affected ?? 0) > 0;
  }

  findPublishedLogos(): Promise<ClientLogoEntity[]> {
    return this.logos.find({ where: this.visible(), order: { position: 'ASC', name: 'ASC' } });
  }

  findLogo(id: string): Promise<ClientLogoEntity | null> {
    return this.logos.findOneBy({ id });
  }

  createLogo(values: Partial<ClientLogoEntity>): ClientLogoEntity {
    return this.logos.create(values);
  }

  saveLogo(logo: ClientLogoEntity): Promise<ClientLogoEntity> {
    return this.logos.save(logo);
  }

  async removeLogo(id: string): Promise<boolean> {
    return ((await this.logos.delete({ id })).affected ?? 0) > 0;
  }
}
