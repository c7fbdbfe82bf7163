import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  MASTERCLASS_MESSAGES,
  type MasterclassCourse,
  type MasterclassProgress,
  type MemberCourseProgress,
} from '@fabrion/shared';
import { Clock } from '../../common/clock';
import type { SaveLessonProgressDto } from './dto/lesson-progress.dto';
import { type CourseJson, MasterclassCacheService } from './masterclass-cache.service';
import { toCourse, toProgress } from './masterclass.mapper';
import { MasterclassRepository, type LessonPassage } from './masterclass.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);

/**
 * The course (sections and lessons, cached 5 minutes) and each member's progress through it. A
 * member only reaches their own progress: every query is keyed by the session's user id.
 * Exported for the tutor: `lessonExists` and `searchPassages`.
 */
@Injectable()
export class MasterclassService {
  constructor(
    private readonly repository: MasterclassRepository,
    private readonly cache: MasterclassCacheService,
    private readonly clock: Clock,
  ) {}

  async course(): Promise<MasterclassCourse> {
    const cached = this.cache.get();
    if (cached) return cached;
    return (await this.load()).course;
  }

  /**
   * The course as JSON text with its ETag (`GET /api/masterclass`): serialised and hashed once per
   * cache period.
   */
  async courseJson(): Promise<CourseJson> {
    return this.cache.getJson() ?? (await this.load());
  }

  private async load(): Promise<CourseJson & { course: MasterclassCourse }> {
    const generation = this.cache.generation;
    const { sections, lessons } = await this.repository.listCourse();
    const course = toCourse(sections, lessons);
    return { course, ...this.cache.store(course, generation) };
  }

  /** After any write to sections or lessons (seeding, an editor): every instance re-reads. */
  invalidate(): Promise<void> {
    return this.cache.invalidate();
  }

  async progress(userId: string): Promise<MasterclassProgress> {
    const [rows, total] = await Promise.all([
      this.repository.progressOf(userId),
      this.repository.lessonCount(),
    ]);
    return toProgress(rows, total);
  }

  /** A member's progress as the back office shows it: counts and the last lesson by title. */
  async progressSummary(userId: string): Promise<MemberCourseProgress> {
    const [progress, course] = await Promise.all([this.progress(userId), this.course()]);
    const resume = progress.resume;
    const lesson = resume
      ? course.sections
          .flatMap((section) => section.lessons)
          .find((candidate) => candidate.id === resume.lessonId)
      : undefined;
    return {
      completedLessons: progress.completedLessonIds.length,
      totalLessons: progress.totalLessons,
      percent: progress.percent,
      lastLesson:
        resume && lesson
          ? { id: lesson.id, title: lesson.title, positionSeconds: resume.positionSeconds }
          : null,
    };
  }

  /** Marks a lesson (not) complete and/or keeps the playback position; answers the new progress. */
  async saveProgress(
    userId: string,
    lessonId: string,
    dto: SaveLessonProgressDto,
  ): Promise<MasterclassProgress> {
    if (dto.completed === undefined && dto.positionSeconds === undefined)
      throw new BadRequestException({
        message: 'Validation failed',
        errors: { body: MASTERCLASS_MESSAGES.progressEmpty },
      });
    if (!(await this.lessonExists(lessonId)))
      throw new NotFoundException({ message: MASTERCLASS_MESSAGES.lessonNotFound });
    await this.repository.saveProgress({
      userId,
      lessonId,
      completed: dto.completed,
      positionSeconds: dto.positionSeconds,
      at: this.clock.now(),
    });
    return this.progress(userId);
  }

  async lessonExists(lessonId: unknown): Promise<boolean> {
    return isUuid(lessonId) && this.repository.lessonExists(lessonId);
  }

  /**
   * The lessons best matching `query` by full-text search over titles, descriptions and
   * transcripts, the current lesson ranked first when it matches at all.
   */
  searchPassages(query: string, currentLessonId: string, limit: number): Promise<LessonPassage[]> {
    return this.repository.searchLessons(query, currentLessonId, limit);
  }
}
