import { ASSESSMENT_LIMITS, ASSESSMENT_MESSAGES, isAnswerScore, isQuestionId } from './rules.js';
import type { AssessmentAnswer } from './types.js';

const ANSWER_KEYS = new Set(['questionId', 'score']);

/**
 * Field messages for an answer list, or null when it is valid. `complete`: a result's answers,
 * exactly 20 distinct question ids 1–20 each scored 1–5. `partial`: a run in progress, the same
 * rules for at most 20 answers. Keys as the API reports them: `answers`, `answers.3.score`...
 */
export function answersErrors(
  value: unknown,
  mode: 'complete' | 'partial',
): Record<string, string> | null {
  const errors: Record<string, string> = {};
  if (!Array.isArray(value))
    return { answers: mode === 'complete' ? ASSESSMENT_MESSAGES.answersCount : 'Must be a list' };
  if (mode === 'complete' && value.length !== ASSESSMENT_LIMITS.questions)
    errors.answers = ASSESSMENT_MESSAGES.answersCount;
  if (mode === 'partial' && value.length > ASSESSMENT_LIMITS.questions)
    errors.answers = ASSESSMENT_MESSAGES.progressCount;
  const seen = new Set<number>();
  value.forEach((item: unknown, index) => {
    const field = `answers.${index}`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      errors[field] = 'Each answer needs a questionId and a score';
      return;
    }
    for (const key of Object.keys(item))
      if (!ANSWER_KEYS.has(key)) errors[`${field}.${key}`] = `property ${key} should not exist`;
    const { questionId, score } = item as Record<string, unknown>;
    if (!isQuestionId(questionId)) errors[`${field}.questionId`] = ASSESSMENT_MESSAGES.questionId;
    else if (seen.has(questionId)) {
      errors[`${field}.questionId`] = ASSESSMENT_MESSAGES.answersDistinct;
      errors.answers ??= ASSESSMENT_MESSAGES.answersDistinct;
    } else seen.add(questionId);
    if (!isAnswerScore(score)) errors[`${field}.score`] = ASSESSMENT_MESSAGES.score;
  });
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Narrows after `answersErrors(value, …) === null`. */
export const asAnswers = (value: unknown): AssessmentAnswer[] =>
  (value as AssessmentAnswer[]).map(({ questionId, score }) => ({ questionId, score }));

/** Field message for the question a run in progress is on, or null. */
export function currentQuestionError(value: unknown): string | null {
  return isQuestionId(value) ? null : ASSESSMENT_MESSAGES.currentQuestion;
}
