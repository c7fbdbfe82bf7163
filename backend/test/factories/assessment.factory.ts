import type { AssessmentAnswer } from '@fabrion/shared';

/** 20 answers, question ids 1–20, scores from `scores` (cycled) or all 3. */
export function answersPayload(scores: number[] = [3]): AssessmentAnswer[] {
  return Array.from({ length: 20 }, (_, i) => ({
    questionId: i + 1,
    score: scores[i % scores.length]!,
  }));
}
