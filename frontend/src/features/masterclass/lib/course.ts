import type { MasterclassCourse, MasterclassLesson } from '@fabrion/shared';
import type { TFunction } from '@/lib/i18n';

export function allLessons(course: MasterclassCourse | undefined): MasterclassLesson[] {
  return course?.sections.flatMap((section) => section.lessons) ?? [];
}

/** The lesson after `lessonId` in course order (across sections), or null at the end. */
export function nextLesson(
  course: MasterclassCourse | undefined,
  lessonId: string | null,
): MasterclassLesson | null {
  const lessons = allLessons(course);
  const index = lessons.findIndex((lesson) => lesson.id === lessonId);
  return index >= 0 ? (lessons[index + 1] ?? null) : null;
}

/** 95 → '1:35'; 3725 → '1:02:05'. */
export function formatPosition(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * The message of an RTK Query error, for 'Error loading course content: {message}': the server's
 * or the browser's as they are, the page's own in its language (`t` of `portal/masterclass`).
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (!error || typeof error !== 'object') return t('page.unknownError');
  const {
    status,
    data,
    error: text,
  } = error as {
    status?: unknown;
    data?: { message?: unknown };
    error?: unknown;
  };
  if (data && typeof data.message === 'string') return data.message;
  if (typeof text === 'string') return text;
  return typeof status === 'number' ? t('page.requestFailed', { status }) : t('page.unknownError');
}
