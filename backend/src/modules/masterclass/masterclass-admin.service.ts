import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { parseAdminListQuery, type RawListQuery } from '../../common/admin/admin-list-query';
import type {
  LessonInputDto,
  LessonPatchDto,
  SectionInputDto,
  SectionPatchDto,
  MoveTarget,
} from './dto/masterclass-admin.dto';
import { MasterclassLessonEntity } from './entities/masterclass-lesson.entity';
import { MasterclassSectionEntity } from './entities/masterclass-section.entity';
import { MasterclassAdminRepository, type OrderedEntity } from './masterclass-admin.repository';
import { isUuid, MasterclassService } from './masterclass.service';

export const SECTION_NOT_FOUND = 'Section not found';
export const LESSON_NOT_FOUND = 'Lesson not found';
export const SECTION_SORTS = ['orderIndex', 'title'] as const;
export const LESSON_SORTS = ['orderIndex', 'title', 'duration'] as const;
export const UNKNOWN_SECTION = 'sectionId must name an existing section';

export type LessonAdminView = Omit<MasterclassLessonEntity, 'searchDocument' | 'section'>;

function invalid(errors: Record<string, string>): never {
  throw new BadRequestException({ message: 'Validation failed', errors });
}

/**
 * The editors' masterclass: sections and lessons (with transcripts) created, changed, deleted and
 * moved up or down. Orders are rewritten in one transaction under an advisory lock; after every
 * write the course cache is invalidated on every instance.
 */
@Injectable()
export class MasterclassAdminService {
  constructor(
    private readonly repository: MasterclassAdminRepository,
    private readonly masterclass: MasterclassService,
  ) {}

  async sections(raw: RawListQuery) {
    const query = parseAdminListQuery(raw, {
      sortable: SECTION_SORTS,
      defaultSort: ['orderIndex', 'ASC'],
      filters: ['q'],
    });
    return {
      skip: query.skip,
      page: await this.repository.sectionPage({ ...query, q: query.filter.q }),
    };
  }

  async section(id: string): Promise<MasterclassSectionEntity> {
    const section = await this.repository.findSection(id);
    if (!section) throw new NotFoundException(SECTION_NOT_FOUND);
    return section;
  }

  createSection(input: SectionInputDto): Promise<MasterclassSectionEntity> {
    return this.write(async (manager) =>
      manager.save(
        manager.create(MasterclassSectionEntity, {
          title: input.title,
          orderIndex: await this.repository.nextOrder(manager),
        }),
      ),
    );
  }

  updateSection(id: string, patch: SectionPatchDto): Promise<MasterclassSectionEntity> {
    return this.write(async (manager) => {
      const section = await this.repository.findSection(id, manager);
      if (!section) throw new NotFoundException(SECTION_NOT_FOUND);
      if (patch.title !== undefined) section.title = patch.title;
      return manager.save(section);
    });
  }

  /** A section with lessons is kept (409): its lessons are deleted or moved first. */
  removeSection(id: string): Promise<void> {
    return this.write(async (manager) => {
      const section = await this.repository.findSection(id, manager);
      if (!section) throw new NotFoundException(SECTION_NOT_FOUND);
      if ((await this.repository.lessonCountOf(id, manager)) > 0)
        throw new ConflictException({
          message: 'Section has lessons',
          errors: { id: 'Delete or move this section’s lessons first' },
        });
      await manager.remove(section);
      await this.renumberSiblings(manager, MasterclassSectionEntity);
    });
  }

  moveSection(id: string, to: MoveTarget): Promise<MasterclassSectionEntity> {
    return this.write(async (manager) => {
      if (!(await this.repository.findSection(id, manager)))
        throw new NotFoundException(SECTION_NOT_FOUND);
      await this.move(manager, MasterclassSectionEntity, id, to);
      return (await this.repository.findSection(id, manager))!;
    });
  }

  async lessons(raw: RawListQuery) {
    const query = parseAdminListQuery(raw, {
      sortable: LESSON_SORTS,
      defaultSort: ['orderIndex', 'ASC'],
      filters: ['q', 'sectionId'],
    });
    const sectionId = query.filter.sectionId;
    if (sectionId !== undefined && !isUuid(sectionId))
      invalid({ 'filter.sectionId': 'sectionId must be a UUID' });
    return {
      skip: query.skip,
      page: await this.repository.lessonPage({ ...query, q: query.filter.q, sectionId }),
    };
  }

  async lesson(id: string): Promise<LessonAdminView> {
    const lesson = await this.repository.findLesson(id);
    if (!lesson) throw new NotFoundException(LESSON_NOT_FOUND);
    return lesson;
  }

  createLesson(input: LessonInputDto): Promise<LessonAdminView> {
    return this.write(async (manager) => {
      if (!(await this.repository.findSection(input.sectionId, manager)))
        invalid({ sectionId: UNKNOWN_SECTION });
      const lesson = manager.create(MasterclassLessonEntity, {
        sectionId: input.sectionId,
        title: input.title,
        description: input.description,
        duration: input.duration,
        videoUrl: input.videoUrl ?? null,
        thumbnail: input.thumbnail ?? null,
        transcript: input.transcript ?? '',
        orderIndex: await this.repository.nextOrder(manager, input.sectionId),
      });
      const saved = await manager.save(lesson);
      return (await this.repository.findLesson(saved.id, manager))!;
    });
  }

  /** A lesson given another section goes to that section's end; the old one closes its gap. */
  updateLesson(id: string, patch: LessonPatchDto): Promise<LessonAdminView> {
    return this.write(async (manager) => {
      const lesson = await this.repository.findLesson(id, manager);
      if (!lesson) throw new NotFoundException(LESSON_NOT_FOUND);
      const from = lesson.sectionId;
      const moving = patch.sectionId !== undefined && patch.sectionId !== from;
      if (moving && !(await this.repository.findSection(patch.sectionId!, manager)))
        invalid({ sectionId: UNKNOWN_SECTION });
      for (const key of [
        'title',
        'description',
        'duration',
        'videoUrl',
        'thumbnail',
        'transcript',
      ] as const)
        if (patch[key] !== undefined) Object.assign(lesson, { [key]: patch[key] });
      if (moving) {
        lesson.sectionId = patch.sectionId!;
        lesson.orderIndex = await this.repository.nextOrder(manager, lesson.sectionId);
      }
      await manager.save(lesson);
      if (moving) await this.renumberSiblings(manager, MasterclassLessonEntity, from);
      return (await this.repository.findLesson(id, manager))!;
    });
  }

  removeLesson(id: string): Promise<void> {
    return this.write(async (manager) => {
      const lesson = await this.repository.findLesson(id, manager);
      if (!lesson) throw new NotFoundException(LESSON_NOT_FOUND);
      await manager.remove(lesson);
      await this.renumberSiblings(manager, MasterclassLessonEntity, lesson.sectionId);
    });
  }

  moveLesson(id: string, to: MoveTarget): Promise<LessonAdminView> {
    return this.write(async (manager) => {
      const lesson = await this.repository.findLesson(id, manager);
      if (!lesson) throw new NotFoundException(LESSON_NOT_FOUND);
      await this.move(manager, MasterclassLessonEntity, id, to, lesson.sectionId);
      return (await this.repository.findLesson(id, manager))!;
    });
  }

  /**
   * Takes the row out and puts it back one step up or down (nothing past either end) or at a
   * place (past the end: last), then numbers the siblings 0..n-1.
   */
  private async move(
    manager: EntityManager,
    entity: OrderedEntity,
    id: string,
    to: MoveTarget,
    sectionId?: string,
  ): Promise<void> {
    const rows = await this.repository.siblings(manager, entity, sectionId);
    const index = rows.findIndex((row) => row.id === id);
    const target =
      typeof to === 'number' ? Math.min(to, rows.length - 1) : to === 'up' ? index - 1 : index + 1;
    if (index >= 0 && target >= 0 && target < rows.length)
      rows.splice(target, 0, ...rows.splice(index, 1));
    await this.repository.renumber(manager, entity, rows);
  }

  private async renumberSiblings(
    manager: EntityManager,
    entity: OrderedEntity,
    sectionId?: string,
  ) {
    await this.repository.renumber(
      manager,
      entity,
      await this.repository.siblings(manager, entity, sectionId),
    );
  }

  /** One locked transaction, then every instance's course cache forgets the course. */
  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.repository.locked(work);
    await this.masterclass.invalidate();
    return result;
  }
}
