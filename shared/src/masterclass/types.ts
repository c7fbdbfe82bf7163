import type { Language } from '../i18n/languages.js';

/** One lesson of the masterclass as `GET /api/masterclass` returns it. */
export interface MasterclassLesson {
  id: string;
  sectionId: string;
  title: string;
  description: string;
  /** Display length, e.g. '12:30'. */
  duration: string;
  /** A YouTube watch/short URL, another video URL, or null (no video). */
  videoUrl: string | null;
  thumbnail: string | null;
  orderIndex: number;
}

/** A section of the course with its lessons, both ordered by `orderIndex`. */
export interface MasterclassSection {
  id: string;
  title: string;
  orderIndex: number;
  lessons: MasterclassLesson[];
}

export interface MasterclassCourse {
  sections: MasterclassSection[];
}

/** A member's progress through the course (only ever their own). */
export interface MasterclassProgress {
  completedLessonIds: string[];
  /** Whole percent of the course's lessons completed (0–100). */
  percent: number;
  totalLessons: number;
  /** Where to resume: the last lesson the member watched and the position in it, or null. */
  resume: { lessonId: string; positionSeconds: number } | null;
}

/** `PUT /api/masterclass/progress/lessons/:lessonId`: completion and/or playback position. */
export interface SaveLessonProgressRequest {
  completed?: boolean;
  positionSeconds?: number;
}

export type TutorRole = 'user' | 'assistant';

export interface TutorTurn {
  role: TutorRole;
  content: string;
}

/** `POST /api/tutor/chat`. */
export interface TutorChatRequest {
  message: string;
  currentLesson: string;
  conversationHistory?: TutorTurn[];
  /** The language of the answer's own words; the account's language when absent. */
  language?: Language;
}

/** A lesson the answer was built from; the page shows it as a link selecting the lesson. */
export interface TutorCitation {
  lessonId: string;
  title: string;
}

export interface TutorChatResponse {
  response: string;
  citations: TutorCitation[];
}

/**
 * Server-sent events of a streamed answer (`Accept: text/event-stream`): `delta` events with
 * `{ text }`, then one `done` event with the whole `TutorChatResponse`, or one `error` event with
 * `{ message }`.
 */
export type TutorStreamEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: TutorChatResponse }
  | { event: 'error'; data: { message: string } };

/** `GET /api/admin/users/:id/course-progress`: how far a member is through the masterclass. */
export interface MemberCourseProgress {
  completedLessons: number;
  totalLessons: number;
  /** Whole percent of the course's lessons completed (0–100). */
  percent: number;
  /** The lesson the member last watched, and where in it, or null. */
  lastLesson: { id: string; title: string; positionSeconds: number } | null;
}
