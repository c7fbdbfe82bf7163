import type { AssessmentType } from '@fabrion/shared';

/**
 * The member pages of the assessments (the same as the shared definitions' `path`, tested), kept
 * apart from the definitions so that the router and the sign-in notice take no question texts.
 */
export const ASSESSMENT_PAGES: Readonly<Record<AssessmentType, string>> = {
  'digital-transformation': '/digital-transformation-assessment',
  maas: '/maas-assessment',
  pbc: '/pbc-assessment',
  raas: '/raas-assessment',
};

export const SCORECARD_PATH = '/scorecard';

export function assessmentTypeOfPath(pathname: string): AssessmentType | null {
  const entry = Object.entries(ASSESSMENT_PAGES).find(([, path]) => path === pathname);
  return entry ? (entry[0] as AssessmentType) : null;
}
