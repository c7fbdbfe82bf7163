import type {
  AssessmentAnswer,
  AssessmentDefinition,
  DomainScores,
  Localized,
  ScoreBand,
} from './types.js';

/** Spec §9: 20 questions, 4 domains of 5, answers 1–5; a domain is out of 25, the total of 100. */
export const ASSESSMENT_LIMITS = {
  questions: 20,
  domains: 4,
  questionsPerDomain: 5,
  minScore: 1,
  maxScore: 5,
  domainMax: 25,
  totalMax: 100,
} as const;

/** The answer scale, 1 to 5, with the spec's labels. */
export const ANSWER_SCALE: ReadonlyArray<{ value: number; label: Localized }> = [
  {
    value: 1,
    label: { en: 'Strongly Disagree', es: 'Totalmente en desacuerdo', de: 'Stimme gar nicht zu' },
  },
  { value: 2, label: { en: 'Disagree', es: 'En desacuerdo', de: 'Stimme nicht zu' } },
  { value: 3, label: { en: 'Neutral', es: 'Neutral', de: 'Neutral' } },
  { value: 4, label: { en: 'Agree', es: 'De acuerdo', de: 'Stimme zu' } },
  {
    value: 5,
    label: { en: 'Strongly Agree', es: 'Totalmente de acuerdo', de: 'Stimme voll und ganz zu' },
  },
];

/** Field messages of a refused answer set (the API's `errors`). */
export const ASSESSMENT_MESSAGES = {
  answersCount: `Exactly ${ASSESSMENT_LIMITS.questions} answers are required`,
  answersDistinct: 'Each question must be answered exactly once',
  questionId: `Question id must be a whole number from 1 to ${ASSESSMENT_LIMITS.questions}`,
  score: `Score must be a whole number from ${ASSESSMENT_LIMITS.minScore} to ${ASSESSMENT_LIMITS.maxScore}`,
  currentQuestion: `Current question must be a whole number from 1 to ${ASSESSMENT_LIMITS.questions}`,
  progressCount: `At most ${ASSESSMENT_LIMITS.questions} answers`,
  notFound: 'Assessment not found',
  resultNotFound: 'Assessment result not found',
  progressNotFound: 'No assessment in progress',
} as const;

export const isAnswerScore = (value: unknown): value is number =>
  Number.isInteger(value) &&
  (value as number) >= ASSESSMENT_LIMITS.minScore &&
  (value as number) <= ASSESSMENT_LIMITS.maxScore;

export const isQuestionId = (value: unknown): value is number =>
  Number.isInteger(value) &&
  (value as number) >= 1 &&
  (value as number) <= ASSESSMENT_LIMITS.questions;

/** The domain a question belongs to (questions 1–5 are the first domain, and so on). */
export function domainOfQuestion(definition: AssessmentDefinition, questionId: number): string {
  const domain = definition.domains.find((d) => d.questions.some((q) => q.id === questionId));
  if (!domain) throw new RangeError(`No question ${questionId} in ${definition.type}`);
  return domain.name;
}

/**
 * Domain scores (sum of each domain's five answers, max 25) and the total (their sum, out of 100)
 * of a complete, valid answer set. The server's computation; a client's total is never used.
 */
export function scoreAnswers(
  definition: AssessmentDefinition,
  answers: readonly AssessmentAnswer[],
): { domainScores: DomainScores; totalScore: number } {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a.score]));
  const domainScores: DomainScores = {};
  let totalScore = 0;
  for (const domain of definition.domains) {
    let sum = 0;
    for (const question of domain.questions) {
      const score = byQuestion.get(question.id);
      if (!isAnswerScore(score))
        throw new RangeError(`Question ${question.id} has no valid answer`);
      sum += score;
    }
    domainScores[domain.name] = sum;
    totalScore += sum;
  }
  return { domainScores, totalScore };
}

/** A domain's percentage: its score divided by 25 (spec §9), as 0–100. */
export const domainPercent = (score: number): number =>
  Math.round((score / ASSESSMENT_LIMITS.domainMax) * 100);

/** A total's percentage: the total out of 100 (so the same number). */
export const totalPercent = (total: number): number =>
  Math.round((total / ASSESSMENT_LIMITS.totalMax) * 100);

/**
 * The band of a PERCENTAGE (never of raw points: a domain's 20 of 25 is 80 %, high): over 75 high
 * (green), 51 to 75 medium (orange), otherwise low (red). Percentages here are whole numbers
 * (multiples of 4 for a domain), so "51 to 75" leaves no gap.
 */
export function scoreBand(percent: number): ScoreBand {
  if (percent > 75) return 'high';
  if (percent >= 51) return 'medium';
  return 'low';
}

/** The spec's score colours by band, dark enough for text on white (WCAG AA, 4.5:1). */
export const SCORE_COLOURS: Record<ScoreBand, { name: 'green' | 'orange' | 'red'; hex: string }> = {
  high: { name: 'green', hex: '#15803d' },
  medium: { name: 'orange', hex: '#c2410c' },
  low: { name: 'red', hex: '#b91c1c' },
};

/** What each band says about a score, for the results view and the PDF report. */
export const SCORE_BAND_LABELS: Record<ScoreBand, Localized> = {
  high: { en: 'Strong', es: 'Sólido', de: 'Stark' },
  medium: { en: 'Developing', es: 'En desarrollo', de: 'In Entwicklung' },
  low: { en: 'Needs attention', es: 'Requiere atención', de: 'Handlungsbedarf' },
};

/** The colour of a percentage (domain or total): see `scoreBand`. */
export const scoreColour = (percent: number): string => SCORE_COLOURS[scoreBand(percent)].hex;

/** Domains weakest first (lowest score; ties in question order): the order advice is given in. */
export function domainsWeakestFirst(
  definition: AssessmentDefinition,
  domainScores: DomainScores,
): AssessmentDefinition['domains'][number][] {
  return definition.domains
    .map((domain, index) => ({ domain, index, score: domainScores[domain.name] ?? 0 }))
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .map(({ domain }) => domain);
}
