import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { CaseStudy } from '@fabrion/shared';
import { ContentCacheService } from '../cache/content-cache.service';
import { isUniqueViolation } from '../database-errors';
import { CaseStudiesRepository } from './case-studies.repository';
import type { SitemapEntry } from '../sitemap-entry';
import type { CaseStudyEntity } from './case-study.entity';
import type { CaseStudyInputDto, CaseStudyPatchDto } from './dto/case-study-input.dto';
import { toCaseStudy } from './dto/case-study.dto';

export const CASE_STUDY_NOT_FOUND = 'Case study not found';

/** Case studies: the public reads, and the writes the back office makes (which clear the cache). */
@Injectable()
export class CaseStudiesService {
  constructor(
    private readonly repository: CaseStudiesRepository,
    private readonly cache: ContentCacheService,
  ) {}

  async list(): Promise<CaseStudy[]> {
    return (await this.repository.findPublished()).map(toCaseStudy);
  }

  /** Every published study's address key and last change, for the sitemap. */
  async sitemapEntries(limit: number): Promise<SitemapEntry[]> {
    const rows = await this.repository.findPublishedSitemapRows(limit);
    return rows.map((row) => ({ key: row.caseId, updatedAt: row.updatedAt.toISOString() }));
  }

  async findByCaseId(caseId: string): Promise<CaseStudy> {
    const study = await this.repository.findPublishedByCaseId(caseId);
    if (!study) throw new NotFoundException(CASE_STUDY_NOT_FOUND);
    return toCaseStudy(study);
  }

  async create(input: CaseStudyInputDto): Promise<CaseStudy> {
    const study = this.repository.create({
      ...input,
      image: input.image || null,
      published: input.published ?? false,
    });
    return this.write(study);
  }

  async update(caseId: string, patch: CaseStudyPatchDto): Promise<CaseStudy> {
    const study = await this.repository.findByCaseId(caseId);
    if (!study) throw new NotFoundException(CASE_STUDY_NOT_FOUND);
    Object.assign(study, patch);
    if (patch.image !== undefined) study.image = patch.image || null;
    return this.write(study);
  }

  async remove(caseId: string): Promise<void> {
    if (!(await this.repository.remove(caseId))) throw new NotFoundException(CASE_STUDY_NOT_FOUND);
    await this.cache.invalidate();
  }

  private async write(study: CaseStudyEntity): Promise<CaseStudy> {
    try {
      const saved = await this.repository.save(study);
      await this.cache.invalidate();
      return toCaseStudy(saved);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ConflictException(`A case study with the id "${study.caseId}" already exists`);
      }
      throw error;
    }
  }
}
