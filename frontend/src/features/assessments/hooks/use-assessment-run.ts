import { useCallback, useRef, useState } from 'react';
import {
  ASSESSMENT_LIMITS,
  type AssessmentAnswer,
  type AssessmentResultDetail,
  type AssessmentType,
} from '@fabrion/shared';
import { apiErrorBody } from '@/lib/api-error';
import {
  useClearAssessmentProgressMutation,
  useGetAssessmentProgressQuery,
  useSaveAssessmentProgressMutation,
  useSaveAssessmentResultMutation,
} from '../api';

export interface RunState {
  /** questionId → 1–5 */
  answers: Record<number, number>;
  /** 1–20 */
  current: number;
  /** Whether this run was picked up from the server (after a reload or on another device). */
  resumed: boolean;
}

const FRESH: RunState = { answers: {}, current: 1, resumed: false };
const toList = (answers: Record<number, number>): AssessmentAnswer[] =>
  Object.entries(answers).map(([questionId, score]) => ({ questionId: Number(questionId), score }));

export type SaveOutcome =
  { ok: true; result: AssessmentResultDetail } | { ok: false; message: string | null };

/**
 * One run through the 20 questions. The run starts where the server's saved progress left off;
 * every move is kept on the server (in order: a later write never lands before an earlier one),
 * and the result is saved after the last answer.
 */
export function useAssessmentRun(type: AssessmentType) {
  const progress = useGetAssessmentProgressQuery(type, { refetchOnMountOrArgChange: true });
  const [saveProgress] = useSaveAssessmentProgressMutation();
  const [clearProgress] = useClearAssessmentProgressMutation();
  const [saveResult, saving] = useSaveAssessmentResultMutation();
  const [local, setLocal] = useState<RunState | null>(null);
  const writes = useRef<Promise<unknown>>(Promise.resolve());

  const loading = progress.isLoading || progress.isFetching;
  // A missing run is a 404; any other failure starts afresh too (and the page says so).
  const loadFailed = Boolean(progress.error) && apiErrorBody(progress.error)?.statusCode !== 404;
  const fromServer: RunState | null = progress.data
    ? {
        answers: Object.fromEntries(progress.data.answers.map((a) => [a.questionId, a.score])),
        current: progress.data.currentQuestion,
        resumed: progress.data.currentQuestion > 1 || progress.data.answers.length > 0,
      }
    : null;
  const state = local ?? fromServer ?? FRESH;

  const keep = useCallback(
    (next: RunState) => {
      setLocal(next);
      const body = { type, answers: toList(next.answers), currentQuestion: next.current };
      writes.current = writes.current.then(() => saveProgress(body)).catch(() => undefined);
    },
    [saveProgress, type],
  );

  const choose = useCallback(
    (score: number) =>
      setLocal({ ...state, answers: { ...state.answers, [state.current]: score } }),
    [state],
  );

  const back = useCallback(() => {
    if (state.current > 1) keep({ ...state, current: state.current - 1 });
  }, [keep, state]);

  /** To the next question, or (after the last one) the save. */
  const next = useCallback(async (): Promise<SaveOutcome | null> => {
    if (!state.answers[state.current]) return null;
    if (state.current < ASSESSMENT_LIMITS.questions) {
      keep({ ...state, current: state.current + 1 });
      return null;
    }
    await writes.current;
    const saved = await saveResult({ type, answers: toList(state.answers) });
    if ('error' in saved) return { ok: false, message: apiErrorBody(saved.error)?.message ?? null };
    setLocal(FRESH);
    return { ok: true, result: saved.data };
  }, [keep, saveResult, state, type]);

  /** Take Assessment Again: nothing kept, question 1. */
  const restart = useCallback(() => {
    setLocal(FRESH);
    writes.current = writes.current.then(() => clearProgress(type)).catch(() => undefined);
  }, [clearProgress, type]);

  return { state, loading, loadFailed, saving: saving.isLoading, choose, back, next, restart };
}
