import type {
  AssessmentDefinition,
  AssessmentResultDetail,
  AssessmentResultSummary,
  Language,
} from '@fabrion/shared';

/** What one PDF report shows. */
export interface AssessmentReportInput {
  definition: AssessmentDefinition;
  result: AssessmentResultDetail;
  /** The attempt before this one, compared with it when the assessment has no fixed series. */
  previous: AssessmentResultSummary | null;
  language: Language;
  memberName: string;
  /** The result's date, already formatted in the report's language. */
  date: string;
  productName: string;
}
