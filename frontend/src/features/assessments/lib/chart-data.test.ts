import { ASSESSMENTS, type AssessmentResultSummary } from '@fabrion/shared';
import { ASSESSMENT_PAGES } from '../paths';
import {
  formatAssessmentDate,
  historyPoints,
  previousAttempt,
  radarRows,
  radarSeries,
} from './chart-data';

const result = (id: string, total: number, score = 15): AssessmentResultSummary => ({
  id,
  type: 'maas',
  totalScore: total,
  createdAt: '2026-03-04T10:00:00Z',
  domainScores: Object.fromEntries(ASSESSMENTS.maas.domains.map((d) => [d.name, score])),
});
const labels = { you: 'Your Score', previous: 'Previous attempt' };

describe(radarSeries.name, () => {
  it('should draw only the member until the comparison is shown', () => {
    const sut = radarSeries({
      definition: ASSESSMENTS['digital-transformation'],
      result: result('a', 60),
      previous: result('b', 40),
      showComparison: false,
      comparePrevious: true,
      language: 'en',
      labels,
    });
    expect(sut.map((s) => s.label)).toEqual(['Your Score']);
  });

  it('should compare digital transformation with Industry Average and Best Practice', () => {
    const sut = radarSeries({
      definition: ASSESSMENTS['digital-transformation'],
      result: result('a', 60),
      previous: result('b', 40),
      showComparison: true,
      comparePrevious: true,
      language: 'de',
      labels,
    });
    expect(sut.map((s) => s.label)).toEqual([
      'Your Score',
      'Branchendurchschnitt',
      'Best Practice',
    ]);
  });

  it('should add the previous attempt to the others only when asked and when there is one', () => {
    const base = {
      definition: ASSESSMENTS.maas,
      result: result('a', 60),
      showComparison: true,
      language: 'en' as const,
      labels,
    };
    expect(radarSeries({ ...base, previous: null, comparePrevious: true })).toHaveLength(1);
    expect(
      radarSeries({ ...base, previous: result('b', 40), comparePrevious: false }),
    ).toHaveLength(1);
    expect(
      radarSeries({ ...base, previous: result('b', 40), comparePrevious: true }).map((s) => s.key),
    ).toEqual(['you', 'previous']);
  });
});

describe(radarRows.name, () => {
  it('should give one row per domain with each series under its key', () => {
    const series = radarSeries({
      definition: ASSESSMENTS.maas,
      result: result('a', 60, 15),
      previous: result('b', 40, 10),
      showComparison: true,
      comparePrevious: true,
      language: 'es',
      labels,
    });
    expect(radarRows(ASSESSMENTS.maas, series, 'es')[0]).toEqual({
      domain: 'Infraestructura tecnológica',
      you: 15,
      previous: 10,
    });
  });
});

describe(historyPoints.name, () => {
  it('should number attempts oldest first', () => {
    expect(historyPoints([result('c', 80), result('b', 60), result('a', 40)])).toMatchObject([
      { attempt: 1, total: 40, id: 'a' },
      { attempt: 2, total: 60, id: 'b' },
      { attempt: 3, total: 80, id: 'c' },
    ]);
  });
});

describe(previousAttempt.name, () => {
  it('should find the attempt before a result in a newest-first list', () => {
    const items = [result('c', 80), result('b', 60), result('a', 40)];
    expect(previousAttempt(items, 'c')?.id).toBe('b');
    expect(previousAttempt(items, 'a')).toBeNull();
    expect(previousAttempt(items, 'x')).toBeNull();
  });
});

describe(formatAssessmentDate.name, () => {
  it('should write the date in the page language', () => {
    expect(formatAssessmentDate('2026-03-04T10:00:00Z', 'en')).toBe('4 March 2026');
    expect(formatAssessmentDate('2026-03-04T10:00:00Z', 'de')).toBe('4. März 2026');
  });
});

describe('ASSESSMENT_PAGES', () => {
  it('should be the paths of the shared definitions', () => {
    for (const definition of Object.values(ASSESSMENTS))
      expect(ASSESSMENT_PAGES[definition.type]).toBe(definition.path);
  });
});
