import type { Language } from '../i18n/languages.js';

/** The four readiness assessments (the `:type` of the API and the first part of each page's route). */
export const ASSESSMENT_TYPES = ['digital-transformation', 'maas', 'pbc', 'raas'] as const;
export type AssessmentType = (typeof ASSESSMENT_TYPES)[number];

export function isAssessmentType(value: unknown): value is AssessmentType {
  return typeof value === 'string' && (ASSESSMENT_TYPES as readonly string[]).includes(value);
}

/** A text in every language of the site. */
export type Localized = Record<Language, string>;

/** Score bands of a percentage (see `scoreBand`): over 75, 51 to 75, otherwise. */
export type ScoreBand = 'high' | 'medium' | 'low';

export interface AssessmentQuestion {
  /** 1–20, unique within its assessment. */
  id: number;
  text: Localized;
}

export interface AssessmentDomain {
  /** The spec's domain name: the key of `domainScores` and the `domain` of each stored response. */
  name: string;
  label: Localized;
  /** Five questions. */
  questions: readonly AssessmentQuestion[];
  /** What to do next, by the band of this domain's percentage. */
  advice: Record<ScoreBand, Localized>;
}

export interface AssessmentDefinition {
  type: AssessmentType;
  /** The member page, e.g. `/maas-assessment`. */
  path: string;
  title: Localized;
  description: Localized;
  /** Four domains in question order (questions 1–5, 6–10, 11–15, 16–20). */
  domains: readonly AssessmentDomain[];
}

export interface AssessmentAnswer {
  questionId: number;
  /** 1 (Strongly Disagree) to 5 (Strongly Agree). */
  score: number;
}

/** `POST /api/assessments/:type/results`. The server computes every score itself. */
export interface SaveAssessmentRequest {
  answers: AssessmentAnswer[];
}

/** Domain name → sum of its five answers (5–25). */
export type DomainScores = Record<string, number>;

export interface AssessmentResultSummary {
  id: string;
  type: AssessmentType;
  domainScores: DomainScores;
  /** Sum of the domain scores, out of 100. */
  totalScore: number;
  createdAt: string;
}

export interface AssessmentResultDetail extends AssessmentResultSummary {
  /** The 20 answers in question order, each with its domain. */
  answers: Array<AssessmentAnswer & { domain: string }>;
}

/** `GET /api/assessments/latest`: one entry per assessment, in `ASSESSMENT_TYPES` order. */
export interface AssessmentLatestEntry {
  type: AssessmentType;
  latest: AssessmentResultSummary | null;
  /** Results saved so far. */
  completed: number;
}

/** `GET /api/assessments/:type/results`: the member's results, newest first. */
export interface AssessmentHistoryPage {
  items: AssessmentResultSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** An unfinished run kept on the server: the answers so far and the question on screen. */
export interface AssessmentProgress {
  type: AssessmentType;
  answers: AssessmentAnswer[];
  /** 1–20. */
  currentQuestion: number;
  updatedAt: string;
}

export interface SaveAssessmentProgressRequest {
  answers: AssessmentAnswer[];
  currentQuestion: number;
}
