import type { AssessmentDomain, Localized } from '../types.js';

/** A text in English, Spanish and German. */
export const text = (en: string, es: string, de: string): Localized => ({ en, es, de });

/**
 * A domain of five questions numbered from `firstId` (domain n holds questions 5n−4 … 5n), with
 * its advice for a low (≤ 50 %), medium (51–75 %) and high (> 75 %) score.
 */
export function domain(
  name: string,
  label: Localized,
  firstId: number,
  questions: [Localized, Localized, Localized, Localized, Localized],
  advice: { low: Localized; medium: Localized; high: Localized },
): AssessmentDomain {
  return {
    name,
    label,
    questions: questions.map((question, index) => ({ id: firstId + index, text: question })),
    advice,
  };
}
