import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AdminListQuery } from '../../common/admin/admin-list-query';
import { likePattern } from '../content/search';
import { MasterclassLessonEntity } from './entities/masterclass-lesson.entity';
import { MasterclassSectionEntity } from './entities/masterclass-section.entity';

/** Arbitrary but fixed: serialises the editors' writes to the course's order between instances. */
export const MASTERCLASS_EDIT_LOCK = 704_215_432;

export type OrderedEntity = typeof MasterclassSectionEntity | typeof MasterclassLessonEntity;

/** The editors' queries over sections and lessons (writes through the manager: audited). */
@Injectable()
export class MasterclassAdminRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs `work` in one transaction holding the course's edit lock. */
  locked<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [MASTERCLASS_EDIT_LOCK]);
      return work(manager);
    });
  }

  sectionPage(query: AdminListQuery<string> & { q?: string }) {
    const builder = this.dataSource.getRepository(MasterclassSectionEntity).createQueryBuilder('s');
    if (query.q) builder.andWhere('s.title ILIKE :pattern', { pattern: likePattern(query.q) });
    return builder
      .orderBy(`s.${query.sort}`, query.order)
      .addOrderBy('s.id', 'ASC')
      .skip(query.skip)
      .take(query.take)
      .getManyAndCount();
  }

  /** Lessons without their transcripts, in a section or all. */
  lessonPage(query: AdminListQuery<string> & { q?: string; sectionId?: string }) {
    const builder = this.dataSource
      .getRepository(MasterclassLessonEntity)
      .createQueryBuilder('l')
      .select([
        'l.id',
        'l.sectionId',
        'l.title',
        'l.description',
        'l.duration',
        'l.videoUrl',
        'l.thumbnail',
        'l.orderIndex',
      ]);
    if (query.sectionId)
      builder.andWhere('l.sectionId = :sectionId', { sectionId: query.sectionId });
    if (query.q) builder.andWhere('l.title ILIKE :pattern', { pattern: likePattern(query.q) });
    return builder
      .orderBy(`l.${query.sort}`, query.order)
      .addOrderBy('l.id', 'ASC')
      .skip(query.skip)
      .take(query.take)
      .getManyAndCount();
  }

  findSection(id: string, manager: EntityManager = this.dataSource.manager) {
    return manager.findOneBy(MasterclassSectionEntity, { id });
  }

  findLesson(id: string, manager: EntityManager = this.dataSource.manager) {
    return manager.findOneBy(MasterclassLessonEntity, { id });
  }

  lessonCountOf(sectionId: string, manager: EntityManager): Promise<number> {
    return manager.countBy(MasterclassLessonEntity, { sectionId });
  }

  /** The next free place at the end: sections overall, lessons within their section. */
  async nextOrder(manager: EntityManager, sectionId?: string): Promise<number> {
    const table = sectionId ? 'masterclass_modules_lessons' : 'masterclass_modules';
    const [row] = await manager.query<[{ next: number }]>(
      `SELECT coalesce(max(order_index) + 1, 0)::int AS next FROM ${table}${sectionId ? ' WHERE section_id = $1' : ''}`,
      sectionId ? [sectionId] : [],
    );
    return row.next;
  }

  /** Siblings in their current order: every section, or a section's lessons. */
  siblings(manager: EntityManager, entity: OrderedEntity, sectionId?: string) {
    return manager.find<MasterclassSectionEntity | MasterclassLessonEntity>(entity, {
      where: sectionId ? { sectionId } : {},
      order: { orderIndex: 'ASC', id: 'ASC' },
      ...(entity === MasterclassLessonEntity
        ? { select: { id: true, sectionId: true, orderIndex: true, title: true } }
        : {}),
    });
  }

  /** Sets order_index to each row's position (only rows whose place changed are written). */
  async renumber(
    manager: EntityManager,
    entity: OrderedEntity,
    rows: Array<{ id: string; orderIndex: number }>,
  ): Promise<void> {
    for (const [index, row] of rows.entries())
      if (row.orderIndex !== index)
        await manager.update(entity, { id: row.id }, { orderIndex: index });
  }
}
