export { AssessmentPage } from './components/assessment-page';
export { ScorecardPage } from './components/scorecard-page';
export { assessmentAuthNotice } from './auth-notice';
export { ASSESSMENT_PAGES, SCORECARD_PATH, assessmentTypeOfPath } from './paths';
