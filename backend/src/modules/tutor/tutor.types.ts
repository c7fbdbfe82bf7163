import type { Language, TutorTurn } from '@fabrion/shared';

/** A course passage given to a provider, numbered as it may cite it: `[n]`. */
export interface TutorPassage {
  number: number;
  lessonId: string;
  title: string;
  description: string;
  transcript: string;
  current: boolean;
}

export interface TutorQuestion {
  message: string;
  history: TutorTurn[];
  passages: TutorPassage[];
  /** The lesson on screen (its title), for the provider's context. */
  currentLessonTitle: string | null;
  /** The language of the answer's own words (the course itself is quoted in English). */
  language: Language;
}

/** Answers a question from the passages, as text pieces (one piece when not streaming). */
export interface TutorProvider {
  readonly name: string;
  answer(
    question: TutorQuestion,
    options: { stream: boolean; signal: AbortSignal },
  ): AsyncIterable<string>;
}

export const TUTOR_PROVIDER = Symbol('TUTOR_PROVIDER');
