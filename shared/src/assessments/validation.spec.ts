import { describe, expect, it } from 'vitest';
import { ASSESSMENT_MESSAGES } from './rules.js';
import { answersErrors, currentQuestionError } from './validation.js';

const answers = (count: number, score: unknown = 3) =>
  Array.from({ length: count }, (_, i) => ({ questionId: i + 1, score }));

describe(answersErrors.name, () => {
  const sut = answersErrors;

  it('should accept exactly 20 distinct questions scored 1–5', () => {
    expect(sut(answers(20), 'complete')).toBeNull();
    expect(sut(answers(20, 5), 'complete')).toBeNull();
  });

  it('should refuse 19 or 21 answers, or no list', () => {
    expect(sut(answers(19), 'complete')).toEqual({ answers: ASSESSMENT_MESSAGES.answersCount });
    expect(sut([...answers(20), { questionId: 1, score: 3 }], 'complete')).toMatchObject({
      answers: ASSESSMENT_MESSAGES.answersCount,
      'answers.20.questionId': ASSESSMENT_MESSAGES.answersDistinct,
    });
    expect(sut(undefined, 'complete')).toEqual({ answers: ASSESSMENT_MESSAGES.answersCount });
    expect(sut({}, 'complete')).toEqual({ answers: ASSESSMENT_MESSAGES.answersCount });
  });

  it('should refuse a question answered twice', () => {
    const list = answers(20);
    list[7] = { questionId: 3, score: 4 };
    expect(sut(list, 'complete')).toEqual({
      answers: ASSESSMENT_MESSAGES.answersDistinct,
      'answers.7.questionId': ASSESSMENT_MESSAGES.answersDistinct,
    });
  });

  it('should refuse scores 0, 6, 2.5, "3" and null', () => {
    for (const score of [0, 6, 2.5, '3', null]) {
      const list = answers(20);
      list[4] = { questionId: 5, score };
      expect(sut(list, 'complete')).toEqual({ 'answers.4.score': ASSESSMENT_MESSAGES.score });
    }
  });

  it('should refuse ids outside 1–20 and answers that are not objects or carry more', () => {
    const list: unknown[] = answers(20);
    list[0] = { questionId: 21, score: 3 };
    list[1] = 'x';
    list[2] = { questionId: 3, score: 3, domain: 'Risk Management' };
    expect(sut(list, 'complete')).toEqual({
      'answers.0.questionId': ASSESSMENT_MESSAGES.questionId,
      'answers.1': 'Each answer needs a questionId and a score',
      'answers.2.domain': 'property domain should not exist',
    });
  });

  it('should accept 0 to 20 answers in progress, not more', () => {
    expect(sut([], 'partial')).toBeNull();
    expect(sut(answers(7), 'partial')).toBeNull();
    expect(sut([...answers(20), { questionId: 1, score: 1 }], 'partial')).toMatchObject({
      answers: ASSESSMENT_MESSAGES.progressCount,
    });
  });
});

describe(currentQuestionError.name, () => {
  it('should accept whole numbers 1–20 only', () => {
    expect([1, 20].map(currentQuestionError)).toEqual([null, null]);
    for (const value of [0, 21, 1.5, '2', null])
      expect(currentQuestionError(value)).toBe(ASSESSMENT_MESSAGES.currentQuestion);
  });
});
