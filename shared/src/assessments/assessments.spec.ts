import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.js';
import { comparisonSeries, DIGITAL_TRANSFORMATION_COMPARISON } from './comparison.js';
import { ASSESSMENTS } from './definitions/index.js';
import {
  ANSWER_SCALE,
  domainOfQuestion,
  domainPercent,
  domainsWeakestFirst,
  scoreAnswers,
  scoreBand,
  scoreColour,
  SCORE_COLOURS,
} from './rules.js';
import { ASSESSMENT_TYPES, type AssessmentAnswer } from './types.js';

const SPEC_DOMAINS = {
  'digital-transformation': [
    'Technology Readiness',
    'Data Readiness',
    'Organizational Readiness',
    'Process Maturity',
  ],
  maas: [
    'Technology Infrastructure',
    'Service Delivery Model',
    'Organizational Readiness',
    'Customer Experience & Analytics',
  ],
  pbc: [
    'Contract Management',
    'Risk Management',
    'Performance Monitoring',
    'Stakeholder Alignment',
  ],
  raas: [
    'Technical Infrastructure',
    'Operational Readiness',
    'Workforce Readiness',
    'Business Strategy',
  ],
};

const answersOf = (scores: number[]): AssessmentAnswer[] =>
  scores.map((score, index) => ({ questionId: index + 1, score }));

describe('ASSESSMENTS', () => {
  it.each(ASSESSMENT_TYPES)(
    'should give %s the spec domains with questions 1–20 in order',
    (type) => {
      const sut = ASSESSMENTS[type];
      expect(sut.type).toBe(type);
      expect(sut.domains.map((d) => d.name)).toEqual(SPEC_DOMAINS[type]);
      expect(sut.domains.map((d) => d.questions.length)).toEqual([5, 5, 5, 5]);
      const ids = sut.domains.flatMap((d) => d.questions.map((q) => q.id));
      expect(ids).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    },
  );

  it.each(ASSESSMENT_TYPES)(
    'should word every %s question in the spec style, in 3 languages',
    (type) => {
      const questions = ASSESSMENTS[type].domains.flatMap((d) => d.questions);
      for (const { text } of questions) {
        expect(text.en).toMatch(/^How .*your organization's .*\?$/);
        expect(text.es).toMatch(/^¿.+\?$/);
        expect(text.de).toMatch(/^Wie .+\?$/);
      }
      for (const language of LANGUAGES)
        expect(new Set(questions.map((q) => q.text[language])).size).toBe(20);
    },
  );

  it('should have every title, description, label and advice in every language', () => {
    for (const definition of Object.values(ASSESSMENTS)) {
      const texts = [
        definition.title,
        definition.description,
        ...definition.domains.flatMap((d) => [
          d.label,
          d.advice.low,
          d.advice.medium,
          d.advice.high,
        ]),
      ];
      for (const text of texts)
        for (const language of LANGUAGES) expect(text[language].trim().length).toBeGreaterThan(3);
    }
  });

  it('should use distinct paths ending in -assessment', () => {
    expect(Object.values(ASSESSMENTS).map((a) => a.path)).toEqual([
      '/digital-transformation-assessment',
      '/maas-assessment',
      '/pbc-assessment',
      '/raas-assessment',
    ]);
  });
});

describe('ANSWER_SCALE', () => {
  it('should offer 1–5 with the spec labels', () => {
    expect(ANSWER_SCALE.map((s) => [s.value, s.label.en])).toEqual([
      [1, 'Strongly Disagree'],
      [2, 'Disagree'],
      [3, 'Neutral'],
      [4, 'Agree'],
      [5, 'Strongly Agree'],
    ]);
  });
});

describe(scoreAnswers.name, () => {
  const sut = scoreAnswers;

  it('should sum each domain and the total from the answers alone', () => {
    const scores = [1, 2, 3, 4, 5, 5, 5, 5, 5, 5, 1, 1, 1, 1, 1, 3, 3, 3, 3, 4];
    expect(sut(ASSESSMENTS.pbc, answersOf(scores).reverse())).toEqual({
      domainScores: {
        'Contract Management': 15,
        'Risk Management': 25,
        'Performance Monitoring': 5,
        'Stakeholder Alignment': 16,
      },
      totalScore: 61,
    });
  });

  it('should reach 20 and 100 at the ends of the scale', () => {
    expect(sut(ASSESSMENTS.raas, answersOf(Array(20).fill(1))).totalScore).toBe(20);
    expect(sut(ASSESSMENTS.raas, answersOf(Array(20).fill(5))).totalScore).toBe(100);
  });

  it('should refuse an incomplete or out-of-scale answer set', () => {
    expect(() => sut(ASSESSMENTS.maas, answersOf(Array(19).fill(3)))).toThrow(RangeError);
    expect(() => sut(ASSESSMENTS.maas, answersOf([...Array(19).fill(3), 6]))).toThrow(RangeError);
  });
});

describe(scoreBand.name, () => {
  it('should band percentages: over 75 high, 51–75 medium, otherwise low', () => {
    expect([100, 76, 75, 51, 50, 0].map(scoreBand)).toEqual([
      'high',
      'high',
      'medium',
      'medium',
      'low',
      'low',
    ]);
  });

  it('should colour a domain by its percentage of 25, not its points', () => {
    expect(domainPercent(19)).toBe(76);
    expect(scoreColour(domainPercent(19))).toBe(SCORE_COLOURS.high.hex);
    expect(scoreColour(domainPercent(18))).toBe(SCORE_COLOURS.medium.hex);
    expect(scoreColour(domainPercent(13))).toBe(SCORE_COLOURS.medium.hex);
    expect(scoreColour(domainPercent(12))).toBe(SCORE_COLOURS.low.hex);
    expect(Object.values(SCORE_COLOURS).map((c) => c.name)).toEqual(['green', 'orange', 'red']);
  });
});

describe(domainsWeakestFirst.name, () => {
  it('should order domains by score, ties in question order', () => {
    const sut = domainsWeakestFirst(ASSESSMENTS['digital-transformation'], {
      'Technology Readiness': 18,
      'Data Readiness': 9,
      'Organizational Readiness': 18,
      'Process Maturity': 12,
    });
    expect(sut.map((d) => d.name)).toEqual([
      'Data Readiness',
      'Process Maturity',
      'Technology Readiness',
      'Organizational Readiness',
    ]);
  });
});

describe(domainOfQuestion.name, () => {
  it('should map questions 1–5, 6–10, 11–15 and 16–20 to the four domains', () => {
    const sut = (id: number) => domainOfQuestion(ASSESSMENTS.maas, id);
    expect([1, 5, 6, 10, 11, 15, 16, 20].map(sut)).toEqual([
      'Technology Infrastructure',
      'Technology Infrastructure',
      'Service Delivery Model',
      'Service Delivery Model',
      'Organizational Readiness',
      'Organizational Readiness',
      'Customer Experience & Analytics',
      'Customer Experience & Analytics',
    ]);
    expect(() => sut(21)).toThrow(RangeError);
  });
});

describe(comparisonSeries.name, () => {
  it('should compare digital transformation with Industry Average and Best Practice only', () => {
    const names = SPEC_DOMAINS['digital-transformation'];
    expect(comparisonSeries('digital-transformation').map((s) => s.label.en)).toEqual([
      'Industry Average',
      'Best Practice',
    ]);
    for (const series of DIGITAL_TRANSFORMATION_COMPARISON) {
      expect(Object.keys(series.domainScores)).toEqual(names);
      for (const score of Object.values(series.domainScores)) {
        expect(score).toBeGreaterThanOrEqual(5);
        expect(score).toBeLessThanOrEqual(25);
      }
    }
    expect(comparisonSeries('maas')).toEqual([]);
  });
});
