import type { Language } from '@fabrion/shared';

/** The PDF report's own words (question texts, domains and advice come from @fabrion/shared). */
export interface ReportTexts {
  report: string;
  preparedFor: string;
  overall: string;
  outOf: string;
  strongest: string;
  weakest: string;
  domainScores: string;
  domain: string;
  yourScore: string;
  previousAttempt: string;
  change: string;
  comparison: string;
  recommendations: string;
  answers: string;
  scaleNote: string;
  footer: string;
}

export const REPORT_TEXTS: Record<Language, ReportTexts> = {
  en: {
    report: 'Readiness report',
    preparedFor: 'Prepared for {{name}} · {{date}}',
    overall: 'Overall score',
    outOf: 'of 100 points',
    strongest: 'Strongest domain',
    weakest: 'Weakest domain',
    domainScores: 'Scores by domain',
    domain: 'Domain',
    yourScore: 'Your Score',
    previousAttempt: 'Previous attempt',
    change: 'Change',
    comparison: 'How you compare',
    recommendations: 'Recommendations, weakest domain first',
    answers: 'Your answers',
    scaleNote:
      'Each domain is scored out of 25 (five questions answered from 1, Strongly Disagree, to 5, Strongly Agree). Colours: green above 75%, orange 51–75%, red 50% or less.',
    footer: '{{product}} · {{title}} · {{date}} · Page {{page}} of {{pages}}',
  },
  es: {
    report: 'Informe de preparación',
    preparedFor: 'Preparado para {{name}} · {{date}}',
    overall: 'Puntuación global',
    outOf: 'de 100 puntos',
    strongest: 'Dominio más fuerte',
    weakest: 'Dominio más débil',
    domainScores: 'Puntuación por dominio',
    domain: 'Dominio',
    yourScore: 'Su puntuación',
    previousAttempt: 'Intento anterior',
    change: 'Cambio',
    comparison: 'Comparativa',
    recommendations: 'Recomendaciones, empezando por el dominio más débil',
    answers: 'Sus respuestas',
    scaleNote:
      'Cada dominio se puntúa sobre 25 (cinco preguntas respondidas de 1, Totalmente en desacuerdo, a 5, Totalmente de acuerdo). Colores: verde por encima del 75\u00a0%, naranja del 51 al 75\u00a0%, rojo 50\u00a0% o menos.',
    footer: '{{product}} · {{title}} · {{date}} · Página {{page}} de {{pages}}',
  },
  de: {
    report: 'Bereitschaftsbericht',
    preparedFor: 'Erstellt für {{name}} · {{date}}',
    overall: 'Gesamtergebnis',
    outOf: 'von 100 Punkten',
    strongest: 'Stärkster Bereich',
    weakest: 'Schwächster Bereich',
    domainScores: 'Ergebnis nach Bereich',
    domain: 'Bereich',
    yourScore: 'Ihr Ergebnis',
    previousAttempt: 'Vorheriger Versuch',
    change: 'Veränderung',
    comparison: 'Im Vergleich',
    recommendations: 'Empfehlungen, beginnend mit dem schwächsten Bereich',
    answers: 'Ihre Antworten',
    scaleNote:
      'Jeder Bereich wird mit bis zu 25 Punkten bewertet (fünf Fragen, beantwortet von 1, Stimme gar nicht zu, bis 5, Stimme voll und ganz zu). Farben: Grün über 75\u00a0%, Orange 51–75\u00a0%, Rot 50\u00a0% oder weniger.',
    footer: '{{product}} · {{title}} · {{date}} · Seite {{page}} von {{pages}}',
  },
};

export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** A long date in the report's language ("25 November 2026", "25 de noviembre de 2026"…). */
export function formatReportDate(date: Date, language: Language, timeZone = 'UTC'): string {
  const locale = { en: 'en-GB', es: 'es-ES', de: 'de-DE' }[language];
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  }
}

/** "80%" in English, "80 %" (with a no-break space) in Spanish and German. */
export const formatPercent = (value: number, language: Language): string =>
  language === 'en' ? `${value}%` : `${value}\u00a0%`;
