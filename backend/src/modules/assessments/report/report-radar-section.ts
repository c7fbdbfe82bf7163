import { comparisonSeries } from '@fabrion/shared';
import { drawRadar, type RadarSeries } from './pdf-radar';
import type { AssessmentReportInput } from './report-input';
import type { ReportTexts } from './report-texts';
import { GREY, INK, NAVY, PAGE, TEAL } from './report-style';

/** One line of the comparison: the radar polygon and the table column share it. */
export interface ComparedSeries {
  label: string;
  scores: Record<string, number>;
  radar: RadarSeries;
}

/**
 * What the member's result is compared with: the assessment's fixed series (benchmarks), else
 * the previous attempt; the member's own score last.
 */
export function comparedSeries(input: AssessmentReportInput, t: ReportTexts): ComparedSeries[] {
  const { definition, result, previous, language } = input;
  const values = (scores: Record<string, number>) =>
    definition.domains.map((d) => scores[d.name] ?? 0);
  const list: ComparedSeries[] = [];
  const fixed = comparisonSeries(definition.type);
  fixed.forEach((s, index) =>
    list.push({
      label: s.label[language],
      scores: s.domainScores,
      radar: {
        values: values(s.domainScores),
        colour: index === 0 ? GREY : TEAL,
        fillOpacity: 0.05,
        dashed: true,
      },
    }),
  );
  if (fixed.length === 0 && previous)
    list.push({
      label: t.previousAttempt,
      scores: previous.domainScores,
      radar: {
        values: values(previous.domainScores),
        colour: GREY,
        fillOpacity: 0.05,
        dashed: true,
      },
    });
  list.push({
    label: t.yourScore,
    scores: result.domainScores,
    radar: { values: values(result.domainScores), colour: NAVY, fillOpacity: 0.22 },
  });
  return list;
}

/** The radar of every series centred at `cy`, with its legend below. */
export function drawRadarWithLegend(
  doc: PDFKit.PDFDocument,
  input: AssessmentReportInput,
  series: ComparedSeries[],
  cy: number,
) {
  const radius = 100;
  drawRadar(
    doc,
    {
      cx: PAGE.width / 2,
      cy,
      radius,
      labels: input.definition.domains.map((d) => d.label[input.language]),
      labelFont: 'semibold',
    },
    series.map((s) => s.radar),
  );
  legend(doc, series, cy + radius + 45);
}

function legend(doc: PDFKit.PDFDocument, series: ComparedSeries[], y: number) {
  doc.font('regular').fontSize(9);
  const items = [...series].reverse();
  const widths = items.map((s) => doc.widthOfString(s.label) + 34);
  let x = (PAGE.width - widths.reduce((a, b) => a + b, 0)) / 2;
  items.forEach((s, index) => {
    doc.save().lineWidth(2);
    if (s.radar.dashed) doc.dash(3, { space: 2 });
    doc
      .moveTo(x, y + 6)
      .lineTo(x + 18, y + 6)
      .stroke(s.radar.colour)
      .undash()
      .restore();
    doc.fillColor(INK).text(s.label, x + 24, y, { lineBreak: false });
    x += widths[index]!;
  });
}
