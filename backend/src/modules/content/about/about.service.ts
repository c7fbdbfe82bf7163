import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { ClientLogo, JobOpening } from '@fabrion/shared';
import { ContentCacheService } from '../cache/content-cache.service';
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

/** The About page's openings and client logos, and the back office's writes to them. */
@Injectable()
export class AboutService {
  constructor(
    private readonly repository: AboutRepository,
    private readonly cache: ContentCacheService,
  ) {}

  async listJobs(): Promise<JobOpening[]> {
    return (await this.repository.findPublishedJobs()).map(toJobOpening);
  }

  async listClientLogos(): Promise<ClientLogo[]> {
    return (await this.repository.findPublishedLogos()).map(toClientLogo);
  }

  async createJob(input: JobOpeningInputDto): Promise<JobOpening> {
    const job = this.repository.createJob({ ...input, published: input.published ?? false });
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
    Object.assign(job, patch);
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
    const logo = this.repository.createLogo({ ...input, published: input.published ?? false });
    const saved = await this.written(
      () => this.repository.saveLogo(logo),
      `A client logo named "${input.name}" already exists`,
    );
    return { id: saved.id, ...toClientLogo(saved) };
  }

  async updateClientLogo(id: string, patch: ClientLogoPatchDto): Promise<ClientLogo> {
    const logo = await this.repository.findLogo(id);
    if (!logo) throw new NotFoundException(CLIENT_LOGO_NOT_FOUND);
    Object.assign(logo, patch);
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
