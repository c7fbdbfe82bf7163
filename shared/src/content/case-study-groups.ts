export const CASE_STUDY_GROUPS = [
  'Retail/E-Commerce',
  'Finance/SaaS',
  'Healthcare',
  'Manufacturing/Logistics',
  'HR Technology',
  'Hospitality',
  'Technology',
] as const;
export type CaseStudyGroup = (typeof CASE_STUDY_GROUPS)[number];

const GROUP_BY_KEYWORD: ReadonlyArray<[RegExp, CaseStudyGroup]> = [
  [/\b(retail|e-?commerce)\b/i, 'Retail/E-Commerce'],
  [/\b(finance|financial|fintech|saas)\b/i, 'Finance/SaaS'],
  [/\b(health ?care|medical|pharma)\b/i, 'Healthcare'],
  [/\b(manufacturing|logistics|industrial|supply chain)\b/i, 'Manufacturing/Logistics'],
  [/\b(hr|human resources)( tech(nology)?)?\b/i, 'HR Technology'],
  [/\b(hospitality|hotel|travel)\b/i, 'Hospitality'],
];

/** Maps a free-text case-study category to its display group; anything else is "Technology". */
export function caseStudyGroup(category: string): CaseStudyGroup {
  for (const [pattern, group] of GROUP_BY_KEYWORD) {
    if (pattern.test(category)) return group;
  }
  return 'Technology';
}
