import type { AssessmentDefinition, AssessmentType } from '../types.js';
import { digitalTransformationAssessment } from './digital-transformation.js';
import { maasAssessment } from './maas.js';
import { pbcAssessment } from './pbc.js';
import { raasAssessment } from './raas.js';

/** The four assessments, in the order of `ASSESSMENT_TYPES` (the scorecard's order). */
export const ASSESSMENTS: Readonly<Record<AssessmentType, AssessmentDefinition>> = {
  'digital-transformation': digitalTransformationAssessment,
  maas: maasAssessment,
  pbc: pbcAssessment,
  raas: raasAssessment,
};

export const assessmentDefinition = (type: AssessmentType): AssessmentDefinition =>
  ASSESSMENTS[type];
