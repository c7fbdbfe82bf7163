import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import { Clock } from '../../../common/clock';
import { adminPage, type ContentListQuery } from '../admin/admin-content-query';
import { likePattern } from '../search';
import { CaseStudyEntity } from './case-study.entity';

/** The queries on case studies. Public reads only ever see published rows. */
@Injectable()
export class CaseStudiesRepository {
  constructor(
    @InjectRepository(CaseStudyEntity) private readonly studies: Repository<CaseStudyEntity>,
    private readonly clock: Clock,
  ) {}

  /** Newest first (spec: ordered by created_at descending). */
  findPublished(): Promise<CaseStudyEntity[]> {
    return this.published()
      .orderBy('study.createdAt', 'DESC')
      .addOrderBy('study.id', 'DESC')
      .getMany();
  }

  /** The newest `limit` published studies whose title or description contains `q`. */
  findPublishedForInsights(q: string | undefined, limit: number): Promise<CaseStudyEntity[]> {
    return this.published(q)
      .orderBy('study.createdAt', 'DESC')
      .addOrderBy('study.id', 'DESC')
      .limit(limit)
      .getMany();
  }

  /** Case id and last change of up to `limit` published studies, newest first (the sitemap). */
  findPublishedSitemapRows(
    limit: number,
  ): Promise<Array<Pick<CaseStudyEntity, 'caseId' | 'updatedAt'>>> {
    return this.published()
      .select(['study.caseId', 'study.updatedAt'])
      .orderBy('study.createdAt', 'DESC')
      .addOrderBy('study.id', 'DESC')
      .limit(limit)
      .getMany();
  }

  countPublished(q?: string): Promise<number> {
    return this.published(q).getCount();
  }

  findPublishedByCaseId(caseId: string): Promise<CaseStudyEntity | null> {
    return this.published().andWhere('study.caseId = :caseId', { caseId }).getOne();
  }

  findById(id: string): Promise<CaseStudyEntity | null> {
    return this.studies.findOneBy({ id });
  }

  /** Every study (drafts and scheduled ones too), for the back office. */
  adminPage(query: ContentListQuery<string>, now: Date): Promise<[CaseStudyEntity[], number]> {
    return adminPage(
      this.studies.createQueryBuilder('study'),
      query,
      ['title', 'client', 'caseId'],
      now,
    );
  }

  findByCaseId(caseId: string): Promise<CaseStudyEntity | null> {
    return this.studies.findOneBy({ caseId });
  }

  create(values: Partial<CaseStudyEntity>): CaseStudyEntity {
    return this.studies.create(values);
  }

  save(entity: CaseStudyEntity): Promise<CaseStudyEntity> {
    return this.studies.save(entity);
  }

  async remove(caseId: string): Promise<boolean> {
    const result = await this.studies.delete({ caseId });
    return (result.affected ?? 0) > 0;
  }

  private published(q?: string): SelectQueryBuilder<CaseStudyEntity> {
    const query = this.studies
      .createQueryBuilder('study')
      .where('study.published = true')
      .andWhere('(study.publishAt IS NULL OR study.publishAt <= :now)', { now: this.clock.now() });
    if (q) {
      query.andWhere(`(study.title || ' ' || study.description) ILIKE :pattern`, {
        pattern: likePattern(q),
      });
    }
    return query;
  }
}
