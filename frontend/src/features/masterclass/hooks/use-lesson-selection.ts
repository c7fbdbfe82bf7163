import { useCallback, useMemo, useState } from 'react';
import type { MasterclassCourse, MasterclassLesson } from '@fabrion/shared';
import { allLessons } from '../lib/course';

export interface LessonSelection {
  sectionId: string | null;
  lesson: MasterclassLesson | null;
  /** Where the player starts (a resume), in seconds. */
  startAt: number | null;
  selectSection: (sectionId: string) => void;
  selectLesson: (lessonId: string, startAt?: number | null) => void;
}

/**
 * Spec §4: the first section and its first lesson are selected by default; selecting a section
 * selects its first lesson; selecting a lesson (also from a tutor citation) plays it.
 */
export function useLessonSelection(course: MasterclassCourse | undefined): LessonSelection {
  const [chosen, setChosen] = useState<{ lessonId: string; startAt: number | null } | null>(null);
  const lessons = useMemo(() => allLessons(course), [course]);
  const lesson =
    lessons.find((candidate) => candidate.id === chosen?.lessonId) ?? lessons[0] ?? null;

  const selectLesson = useCallback(
    (lessonId: string, startAt: number | null = null) => setChosen({ lessonId, startAt }),
    [],
  );
  const selectSection = useCallback(
    (sectionId: string) => {
      const first = course?.sections.find((section) => section.id === sectionId)?.lessons[0];
      if (first) setChosen({ lessonId: first.id, startAt: null });
    },
    [course],
  );
  return {
    sectionId: lesson?.sectionId ?? null,
    lesson,
    startAt: lesson && chosen?.lessonId === lesson.id ? chosen.startAt : null,
    selectSection,
    selectLesson,
  };
}
