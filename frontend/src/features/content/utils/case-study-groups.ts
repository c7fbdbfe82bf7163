import { CASE_STUDY_GROUPS, type CaseStudy, type CaseStudyGroup } from '@fabrion/shared';

export interface CaseStudySection {
  group: CaseStudyGroup;
  studies: CaseStudy[];
}

/**
 * Case studies by display group, in the groups' fixed order (Technology, the catch-all, last),
 * keeping the server's order (newest first) inside each group. Empty groups are left out.
 */
export function groupCaseStudies(studies: readonly CaseStudy[]): CaseStudySection[] {
  const byGroup = new Map<CaseStudyGroup, CaseStudy[]>();
  for (const study of studies) {
    const group = CASE_STUDY_GROUPS.includes(study.group) ? study.group : 'Technology';
    const list = byGroup.get(group) ?? [];
    list.push(study);
    byGroup.set(group, list);
  }
  return CASE_STUDY_GROUPS.filter((group) => byGroup.has(group)).map((group) => ({
    group,
    studies: byGroup.get(group)!,
  }));
}
