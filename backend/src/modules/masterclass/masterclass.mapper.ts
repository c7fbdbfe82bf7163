import type { MasterclassCourse, MasterclassProgress } from '@fabrion/shared';
import type { LessonProgressEntity } from './entities/lesson-progress.entity';
import type { MasterclassLessonEntity } from './entities/masterclass-lesson.entity';
import type { MasterclassSectionEntity } from './entities/masterclass-section.entity';

/** Lessons grouped under their sections (spec §7.12); both lists arrive ordered by order_index. */
export function toCourse(
  sections: MasterclassSectionEntity[],
  lessons: MasterclassLessonEntity[],
): MasterclassCourse {
  const bySection = new Map(
    sections.map((section) => [
      section.id,
      {
        id: section.id,
        title: section.title,
        orderIndex: section.orderIndex,
        lessons: [] as MasterclassCourse['sections'][number]['lessons'],
      },
    ]),
  );
  for (const lesson of lessons) {
    bySection.get(lesson.sectionId)?.lessons.push({
      id: lesson.id,
      sectionId: lesson.sectionId,
      title: lesson.title,
      description: lesson.description,
      duration: lesson.duration,
      videoUrl: lesson.videoUrl,
      thumbnail: lesson.thumbnail,
      orderIndex: lesson.orderIndex,
    });
  }
  return { sections: [...bySection.values()] };
}

/** The member's rows (newest first) as completion, course percent and where to resume. */
export function toProgress(
  rows: LessonProgressEntity[],
  totalLessons: number,
): MasterclassProgress {
  const completed = rows.filter((row) => row.completedAt !== null).map((row) => row.lessonId);
  const last = rows[0];
  return {
    completedLessonIds: completed.sort(),
    percent: totalLessons === 0 ? 0 : Math.round((completed.length / totalLessons) * 100),
    totalLessons,
    resume: last ? { lessonId: last.lessonId, positionSeconds: last.positionSeconds } : null,
  };
}
