import {
  comparisonSeries,
  type AssessmentDefinition,
  type AssessmentResultSummary,
  type DomainScores,
  type Language,
} from '@fabrion/shared';

/** One line of the radar: a key for recharts, its legend label, its scores and its colour. */
export interface ChartSeries {
  key: string;
  label: string;
  domainScores: DomainScores;
  colour: string;
  dashed: boolean;
}

export const SERIES_COLOURS = {
  you: '#0b3c5d',
  industryAverage: '#64748b',
  bestPractice: '#0f766e',
  previous: '#c77f0a',
} as const;

/**
 * What the radar draws: the member's scores, and with the comparison shown the fixed series
 * (digital transformation) or, when asked, the previous attempt (the other three).
 */
export function radarSeries(options: {
  definition: AssessmentDefinition;
  result: AssessmentResultSummary;
  previous: AssessmentResultSummary | null;
  showComparison: boolean;
  comparePrevious: boolean;
  language: Language;
  labels: { you: string; previous: string };
}): ChartSeries[] {
  const { definition, result, previous, language, labels } = options;
  const series: ChartSeries[] = [
    {
      key: 'you',
      label: labels.you,
      domainScores: result.domainScores,
      colour: SERIES_COLOURS.you,
      dashed: false,
    },
  ];
  if (!options.showComparison) return series;
  for (const fixed of comparisonSeries(definition.type))
    series.push({
      key: fixed.key,
      label: fixed.label[language],
      domainScores: fixed.domainScores,
      colour: SERIES_COLOURS[fixed.key],
      dashed: true,
    });
  if (comparisonSeries(definition.type).length === 0 && options.comparePrevious && previous)
    series.push({
      key: 'previous',
      label: labels.previous,
      domainScores: previous.domainScores,
      colour: SERIES_COLOURS.previous,
      dashed: true,
    });
  return series;
}

/** recharts rows: one per domain, with each series' score under its key. */
export function radarRows(
  definition: AssessmentDefinition,
  series: readonly ChartSeries[],
  language: Language,
): Array<Record<string, string | number>> {
  return definition.domains.map((domain) => ({
    domain: domain.label[language],
    ...Object.fromEntries(series.map((s) => [s.key, s.domainScores[domain.name] ?? 0])),
  }));
}

/** History points, oldest first (the API lists newest first). */
export function historyPoints(
  items: readonly AssessmentResultSummary[],
): Array<{ attempt: number; total: number; createdAt: string; id: string }> {
  return [...items].reverse().map((item, index) => ({
    attempt: index + 1,
    total: item.totalScore,
    createdAt: item.createdAt,
    id: item.id,
  }));
}

/** The attempt saved before `resultId` in a newest-first history, or null. */
export function previousAttempt(
  items: readonly AssessmentResultSummary[],
  resultId: string,
): AssessmentResultSummary | null {
  const index = items.findIndex((item) => item.id === resultId);
  return index >= 0 ? (items[index + 1] ?? null) : null;
}

const LOCALES: Record<Language, string> = { en: 'en-GB', es: 'es-ES', de: 'de-DE' };

export function formatAssessmentDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long' }).format(new Date(iso));
}
