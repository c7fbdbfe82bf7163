import type { CaseStudy, CaseStudyGroup } from '@fabrion/shared';
import { groupCaseStudies } from './case-study-groups';

function study(caseId: string, group: CaseStudyGroup): CaseStudy {
  return {
    id: caseId,
    caseId,
    title: caseId,
    client: 'Client',
    description: '',
    challenge: '',
    solution: '',
    results: [],
    technologies: [],
    category: group,
    group,
    image: null,
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}

describe(groupCaseStudies.name, () => {
  it('should order groups by the fixed group order with Technology last', () => {
    const sut = groupCaseStudies([
      study('a', 'Technology'),
      study('b', 'Hospitality'),
      study('c', 'Retail/E-Commerce'),
      study('d', 'Manufacturing/Logistics'),
    ]);

    expect(sut.map((section) => section.group)).toEqual([
      'Retail/E-Commerce',
      'Manufacturing/Logistics',
      'Hospitality',
      'Technology',
    ]);
  });

  it('should keep the server order inside a group', () => {
    const sut = groupCaseStudies([
      study('newest', 'Healthcare'),
      study('other', 'Finance/SaaS'),
      study('older', 'Healthcare'),
    ]);

    expect(sut).toEqual([
      { group: 'Finance/SaaS', studies: [expect.objectContaining({ caseId: 'other' })] },
      {
        group: 'Healthcare',
        studies: [
          expect.objectContaining({ caseId: 'newest' }),
          expect.objectContaining({ caseId: 'older' }),
        ],
      },
    ]);
  });

  it('should put a study with an unknown group under Technology', () => {
    const stray = { ...study('x', 'Technology'), group: 'Aerospace' as CaseStudyGroup };

    expect(groupCaseStudies([stray])).toEqual([
      { group: 'Technology', studies: [expect.objectContaining({ caseId: 'x' })] },
    ]);
  });

  it('should give no sections for no studies', () => {
    expect(groupCaseStudies([])).toEqual([]);
  });
});
