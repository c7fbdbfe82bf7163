import { useLocation } from 'react-router';
import { AssessmentPage, assessmentTypeOfPath, ScorecardPage } from '@/features/assessments';

/** `/scorecard` and the four assessment pages (`/maas-assessment`...: the type is the address). */
export function Component() {
  const type = assessmentTypeOfPath(useLocation().pathname);
  return type ? <AssessmentPage key={type} type={type} /> : <ScorecardPage />;
}
