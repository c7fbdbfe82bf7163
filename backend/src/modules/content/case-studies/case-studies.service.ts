import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { CaseStudy } from '@fabrion/shared';
import { Clock } from '../../../common/clock';
import {
  type ContentListQuery,
  type ContentStatus,
  statusOf,
  toPublishAt,
} from '../admin/admin-content-query';
import { ContentCacheService } from '../cache/content-cache.service';
import { ContentRedirectsService } from '../redirects/content-redirects.service';
import { isUniqueViolation } from '../database-errors';
import { CaseStudiesRepository } from './case-studies.repository';
import type { SitemapEntry } from '../sitemap-entry';
import type { CaseStudyEntity } from './case-study.entity';
import type { CaseStudyInputDto, CaseStudyPatchDto } from './dto/case-study-input.dto';
import { toCaseStudy } from './dto/case-study.dto';

export const CASE_STUDY_NOT_FOUND = 'Case study not found';
export const CASE_STUDY_SORTS = [
  'title',
  'caseId',
  'client',
  'createdAt',
  'updatedAt',
  'publishAt',
] as const;

export type CaseStudyAdminView = CaseStudyEntity & { status: ContentStatus };

/** Case studies: the public reads, and the writes the back office makes (which clear the cache). */
@Injectable()
export class CaseStudiesService {
  constructor(
    private readonly repository: CaseStudiesRepository,
    private readonly cache: ContentCacheService,
    private readonly redirects: ContentRedirectsService,
    private readonly clock: Clock,
  ) {}

  async adminList(
    query: ContentListQuery<(typeof CASE_STUDY_SORTS)[number]>,
  ): Promise<[CaseStudyAdminView[], number]> {
    const now = this.clock.now();
    const [rows, total] = await this.repository.adminPage(query, now);
    return [rows.map((row) => ({ ...row, status: statusOf(row, now) })), total];
  }

  async adminGet(id: string): Promise<CaseStudyAdminView> {
    const study = await this.byId(id);
    return { ...study, status: statusOf(study, this.clock.now()) };
  }

  /** The public page's data for any study, draft or scheduled (the editor's preview). */
  async preview(id: string): Promise<CaseStudy> {
    return toCaseStudy(await this.byId(id));
  }

  async adminCreate(input: CaseStudyInputDto): Promise<CaseStudyAdminView> {
    const created = await this.create(input);
    return this.adminGet(created.id);
  }

  async adminUpdate(id: string, patch: CaseStudyPatchDto): Promise<CaseStudyAdminView> {
    await this.applyPatch(await this.byId(id), patch);
    return this.adminGet(id);
  }

  async adminRemove(id: string): Promise<void> {
    await this.remove((await this.byId(id)).caseId);
  }

  private async byId(id: string): Promise<CaseStudyEntity> {
    const study = await this.repository.findById(id);
    if (!study) throw new NotFoundException(CASE_STUDY_NOT_FOUND);
    return study;
  }

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
      publishAt: toPublishAt(input.publishAt) ?? null,
    });
    const written = await this.write(study);
    await this.redirects.claim('case-study', study.caseId);
    return written;
  }

  async update(caseId: string, patch: CaseStudyPatchDto): Promise<CaseStudy> {
    const study = await this.repository.findByCaseId(caseId);
    if (!study) throw new NotFoundException(CASE_STUDY_NOT_FOUND);
    return this.applyPatch(study, patch);
  }

  async remove(caseId: string): Promise<void> {
    if (!(await this.repository.remove(caseId))) throw new NotFoundException(CASE_STUDY_NOT_FOUND);
    await this.redirects.forget('case-study', caseId);
    await this.cache.invalidate();
  }

  /** A renamed study keeps its old address (301 to the new one). */
  private async applyPatch(study: CaseStudyEntity, patch: CaseStudyPatchDto): Promise<CaseStudy> {
    const oldCaseId = study.caseId;
    const { publishAt, ...rest } = patch;
    Object.assign(study, rest);
    if (publishAt !== undefined) study.publishAt = toPublishAt(publishAt) ?? null;
    if (patch.image !== undefined) study.image = patch.image || null;
    const written = await this.write(study);
    if (study.caseId !== oldCaseId) {
      await this.redirects.record('case-study', oldCaseId, study.caseId);
      await this.cache.invalidate();
    }
    return written;
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
