import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import type { SeedSection } from '../../database/seeds/masterclass/course';
import { LessonProgressEntity } from './entities/lesson-progress.entity';
import { MasterclassLessonEntity } from './entities/masterclass-lesson.entity';
import { MasterclassSectionEntity } from './entities/masterclass-section.entity';

/** A lesson's columns the course list shows (never the transcript). */
const LESSON_LIST_COLUMNS = {
  id: true,
  sectionId: true,
  title: true,
  description: true,
  duration: true,
  videoUrl: true,
  thumbnail: true,
  orderIndex: true,
} as const;

/** A lesson found by the tutor's search, with its text and how well it matched. */
export interface LessonPassage {
  lessonId: string;
  title: string;
  description: string;
  transcript: string;
  rank: number;
  current: boolean;
}

/**
 * Full-text search over the lesson's `search_document` (title A, description B, transcript C;
 * GIN-indexed). The question's words are OR-ed (any word may match; ts_rank rewards
 * lessons matching more and weightier ones); the current lesson's rank counts double.
 */
const SEARCH_LESSONS = `
  WITH q AS (
    SELECT nullif(replace(plainto_tsquery('english', $1)::text, ' & ', ' | '), '')::tsquery AS query
  )
  SELECT l.id AS "lessonId", l.title, l.description, l.transcript,
    (l.id = $2::uuid) AS current,
    ts_rank(l.search_document, q.query, 1)
      * CASE WHEN l.id = $2::uuid THEN 2 ELSE 1 END AS rank
  FROM masterclass_modules_lessons l, q
  WHERE q.query IS NOT NULL
    AND l.search_document @@ q.query
  ORDER BY rank DESC, l.id
  LIMIT $3`;

export interface ProgressChange {
  userId: string;
  lessonId: string;
  /** true: completed now (an earlier completion time is kept); false: not completed; undefined: unchanged. */
  completed?: boolean;
  positionSeconds?: number;
  at: Date;
}

/** The only place that queries the masterclass tables. */
@Injectable()
export class MasterclassRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(MasterclassSectionEntity)
    private readonly sections: Repository<MasterclassSectionEntity>,
    @InjectRepository(MasterclassLessonEntity)
    private readonly lessons: Repository<MasterclassLessonEntity>,
    @InjectRepository(LessonProgressEntity)
    private readonly progress: Repository<LessonProgressEntity>,
  ) {}

  /** Every section and every lesson (without transcripts), each ordered by order_index. */
  async listCourse(): Promise<{
    sections: MasterclassSectionEntity[];
    lessons: MasterclassLessonEntity[];
  }> {
    const [sections, lessons] = await Promise.all([
      this.sections.find({ order: { orderIndex: 'ASC', id: 'ASC' } }),
      this.lessons.find({
        select: LESSON_LIST_COLUMNS,
        order: { orderIndex: 'ASC', id: 'ASC' },
      }),
    ]);
    return { sections, lessons };
  }

  lessonExists(lessonId: string): Promise<boolean> {
    return this.lessons.exists({ where: { id: lessonId } });
  }

  async searchLessons(
    query: string,
    currentLessonId: string,
    limit: number,
  ): Promise<LessonPassage[]> {
    const rows = (await this.dataSource.query(SEARCH_LESSONS, [
      query,
      currentLessonId,
      limit,
    ])) as Array<Omit<LessonPassage, 'rank'> & { rank: string | number }>;
    return rows.map((row) => ({ ...row, rank: Number(row.rank) }));
  }

  lessonCount(): Promise<number> {
    return this.lessons.count();
  }

  progressOf(userId: string): Promise<LessonProgressEntity[]> {
    return this.progress.find({
      where: { userId },
      order: { updatedAt: 'DESC', lessonId: 'ASC' },
    });
  }

  /** Creates or updates the member's row of the lesson in one statement. */
  async saveProgress(change: ProgressChange): Promise<void> {
    const completedAt =
      change.completed === undefined ? 'keep' : change.completed ? 'now' : 'clear';
    await this.dataSource.query(
      `INSERT INTO masterclass_lesson_progress (user_id, lesson_id, completed_at, position_seconds, updated_at)
       VALUES ($1, $2, CASE WHEN $3 = 'now' THEN $5::timestamptz END, coalesce($4::int, 0), $5)
       ON CONFLICT (user_id, lesson_id) DO UPDATE SET
         completed_at = CASE $3
           WHEN 'now' THEN coalesce(masterclass_lesson_progress.completed_at, $5::timestamptz)
           WHEN 'clear' THEN NULL
           ELSE masterclass_lesson_progress.completed_at END,
         position_seconds = coalesce($4::int, masterclass_lesson_progress.position_seconds),
         updated_at = $5`,
      [change.userId, change.lessonId, completedAt, change.positionSeconds ?? null, change.at],
    );
  }

  /** Locks seeding across instances for the transaction's life and runs `work` inside it. */
  seedLocked<T>(lock: number, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [lock]);
      return work(manager);
    });
  }

  async sectionCount(manager: EntityManager): Promise<number> {
    return manager.count(MasterclassSectionEntity);
  }

  /** Inserts the shipped course (sections and lessons in their given order). */
  async insertCourse(manager: EntityManager, course: SeedSection[]): Promise<number> {
    await manager.insert(
      MasterclassSectionEntity,
      course.map((section, index) => ({ id: section.id, title: section.title, orderIndex: index })),
    );
    const lessons = course.flatMap((section) =>
      section.lessons.map((lesson, index) => ({
        ...lesson,
        sectionId: section.id,
        orderIndex: index,
      })),
    );
    await manager.insert(MasterclassLessonEntity, lessons);
    return lessons.length;
  }
}
