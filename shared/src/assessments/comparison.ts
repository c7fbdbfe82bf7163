import type { AssessmentType, DomainScores, Localized } from './types.js';

/** A fixed series drawn beside the member's scores (domain name → score out of 25). */
export interface ComparisonSeries {
  key: 'industryAverage' | 'bestPractice';
  label: Localized;
  domainScores: DomainScores;
}

/**
 * The digital-transformation comparison (spec §4): fixed sample series, not computed from other
 * members' results. The other three assessments compare only the member's own scores.
 */
export const DIGITAL_TRANSFORMATION_COMPARISON: readonly ComparisonSeries[] = [
  {
    key: 'industryAverage',
    label: { en: 'Industry Average', es: 'Media del sector', de: 'Branchendurchschnitt' },
    domainScores: {
      'Technology Readiness': 15,
      'Data Readiness': 13,
      'Organizational Readiness': 14,
      'Process Maturity': 16,
    },
  },
  {
    key: 'bestPractice',
    label: { en: 'Best Practice', es: 'Mejores prácticas', de: 'Best Practice' },
    domainScores: {
      'Technology Readiness': 22,
      'Data Readiness': 21,
      'Organizational Readiness': 22,
      'Process Maturity': 23,
    },
  },
];

export const comparisonSeries = (type: AssessmentType): readonly ComparisonSeries[] =>
  type === 'digital-transformation' ? DIGITAL_TRANSFORMATION_COMPARISON : [];
