import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { ClientLogo, JobOpening } from '@fabrion/shared';
import { Clock } from '../../../common/clock';
import {
  type ContentListQuery,
  type ContentStatus,
  statusOf,
  toPublishAt,
} from '../admin/admin-content-query';
import { ContentCacheService } from '../cache/content-cache.service';
import type { ClientLogoEntity } from './client-logo.entity';
import type { JobOpeningEntity } from './job-opening.entity';
import { isUniqueViolation } from '../database-errors';
import { AboutRepository } from './about.repository';
import type {
  ClientLogoInputDto,
  ClientLogoPatchDto,
  JobOpeningInputDto,
  JobOpeningPatchDto,
} from './dto/about-input.dto';
import { toClientLogo } from './dto/client-logo.dto';
import { toJobOpening } from './dto/job-opening.dto';

export const JOB_OPENING_NOT_FOUND = 'Job opening not found';
export const CLIENT_LOGO_NOT_FOUND = 'Client logo not found';
export const JOB_SORTS = [
  'title',
  'id',
  'position',
  'createdAt',
  'updatedAt',
  'publishAt',
] as const;
export const LOGO_SORTS = ['name', 'position', 'createdAt', 'updatedAt', 'publishAt'] as const;

export type JobAdminView = JobOpeningEntity & { status: ContentStatus };
export type LogoAdminView = ClientLogoEntity & { status: ContentStatus };

/** The About page's openings and client logos, and the back office's writes to them. */
@Injectable()
export class AboutService {
  constructor(
    private readonly repository: AboutRepository,
    private readonly cache: ContentCacheService,
    private readonly clock: Clock,
  ) {}

  async adminJobs(
    query: ContentListQuery<(typeof JOB_SORTS)[number]>,
  ): Promise<[JobAdminView[], number]> {
    const now = this.clock.now();
    const [rows, total] = await this.repository.adminJobsPage(query, now);
    return [rows.map((row) => ({ ...row, status: statusOf(row, now) })), total];
  }

  async adminJob(id: string): Promise<JobAdminView> {
    const job = await this.repository.findJob(id);
    if (!job) throw new NotFoundException(JOB_OPENING_NOT_FOUND);
    return { ...job, status: statusOf(job, this.clock.now()) };
  }

  async adminCreateJob(input: JobOpeningInputDto): Promise<JobAdminView> {
    await this.createJob(input);
    return this.adminJob(input.id);
  }

  /** An opening's id is its key; renaming it is a new opening (delete and create). */
  async adminUpdateJob(id: string, patch: JobOpeningPatchDto): Promise<JobAdminView> {
    if (patch.id !== undefined && patch.id !== id)
      throw new BadRequestException({
        message: 'Validation failed',
        errors: { id: 'id cannot be changed' },
      });
    await this.updateJob(id, patch);
    return this.adminJob(id);
  }

  async adminLogos(
    query: ContentListQuery<(typeof LOGO_SORTS)[number]>,
  ): Promise<[LogoAdminView[], number]> {
    const now = this.clock.now();
    const [rows, total] = await this.repository.adminLogosPage(query, now);
    return [rows.map((row) => ({ ...row, status: statusOf(row, now) })), total];
  }

  async adminLogo(id: string): Promise<LogoAdminView> {
    const logo = await this.repository.findLogo(id);
    if (!logo) throw new NotFoundException(CLIENT_LOGO_NOT_FOUND);
    return { ...logo, status: statusOf(logo, this.clock.now()) };
  }

  async adminCreateLogo(input: ClientLogoInputDto): Promise<LogoAdminView> {
    return this.adminLogo((await this.createClientLogo(input)).id);
  }

  async adminUpdateLogo(id: string, patch: ClientLogoPatchDto): Promise<LogoAdminView> {
    await this.updateClientLogo(id, patch);
    return this.adminLogo(id);
  }

  async listJobs(): Promise<JobOpening[]> {
    return (await this.repository.findPublishedJobs()).map(toJobOpening);
  }

  async listClientLogos(): Promise<ClientLogo[]> {
    return (await this.repository.findPublishedLogos()).map(toClientLogo);
  }

  async createJob(input: JobOpeningInputDto): Promise<JobOpening> {
    const job = this.repository.createJob({
      ...input,
      published: input.published ?? false,
      publishAt: toPublishAt(input.publishAt) ?? null,
    });
    return toJobOpening(
      await this.written(
        () => this.repository.insertJob(job),
        `A job opening with the id "${input.id}" already exists`,
      ),
    );
  }

  async updateJob(id: string, patch: JobOpeningPatchDto): Promise<JobOpening> {
    const job = await this.repository.findJob(id);
    if (!job) throw new NotFoundException(JOB_OPENING_NOT_FOUND);
    const { publishAt, ...rest } = patch;
    Object.assign(job, rest);
    if (publishAt !== undefined) job.publishAt = toPublishAt(publishAt) ?? null;
    return toJobOpening(
      await this.written(
        () => this.repository.saveJob(job),
        `A job opening with the id "${job.id}" already exists`,
      ),
    );
  }

  async removeJob(id: string): Promise<void> {
    if (!(await this.repository.removeJob(id))) throw new NotFoundException(JOB_OPENING_NOT_FOUND);
    await this.cache.invalidate();
  }

  async createClientLogo(input: ClientLogoInputDto): Promise<ClientLogo & { id: string }> {
    const logo = this.repository.createLogo({
      ...input,
      published: input.published ?? false,
      publishAt: toPublishAt(input.publishAt) ?? null,
    });
    const saved = await this.written(
      () => this.repository.saveLogo(logo),
      `A client logo named "${input.name}" already exists`,
    );
    return { id: saved.id, ...toClientLogo(saved) };
  }

  async updateClientLogo(id: string, patch: ClientLogoPatchDto): Promise<ClientLogo> {
    const logo = await this.repository.findLogo(id);
    if (!logo) throw new NotFoundException(CLIENT_LOGO_NOT_FOUND);
    const { publishAt, ...rest } = patch;
    Object.assign(logo, rest);
    if (publishAt !== undefined) logo.publishAt = toPublishAt(publishAt) ?? null;
    return toClientLogo(
      await this.written(
        () => this.repository.saveLogo(logo),
        `A client logo named "${logo.name}" already exists`,
      ),
    );
  }

  async removeClientLogo(id: string): Promise<void> {
    if (!(await this.repository.removeLogo(id))) throw new NotFoundException(CLIENT_LOGO_NOT_FOUND);
    await this.cache.invalidate();
  }

  private async written<T>(write: () => Promise<T>, conflict: string): Promise<T> {
    try {
      const result = await write();
      await this.cache.invalidate();
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(conflict);
      throw error;
    }
  }
}
