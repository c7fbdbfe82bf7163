import { Injectable } from '@nestjs/common';
import PDFDocument from 'pdfkit';
import {
  ANSWER_SCALE,
  domainPercent,
  domainsWeakestFirst,
  SCORE_BAND_LABELS,
  scoreBand,
  scoreColour,
  totalPercent,
} from '@fabrion/shared';
import type { AssessmentReportInput } from './report-input';
import { type ComparedSeries, comparedSeries, drawRadarWithLegend } from './report-radar-section';
import { AMBER, CONTENT_WIDTH, GREY, INK, LINE, loadFonts, NAVY, PAGE } from './report-style';
import { fill, formatPercent, REPORT_TEXTS, type ReportTexts } from './report-texts';

/** The downloadable PDF of one result: a report a member can forward to their board. */
@Injectable()
export class AssessmentReportRenderer {
  render(input: AssessmentReportInput): Promise<Buffer> {
    const fonts = loadFonts();
    const t = REPORT_TEXTS[input.language];
    const title = input.definition.title[input.language];
    const doc = new PDFDocument({
      size: 'A4',
      margin: PAGE.margin,
      bufferPages: true,
      info: {
        Title: `${title} · ${input.memberName}`,
        Author: input.productName,
        Subject: t.report,
        CreationDate: new Date(input.result.createdAt),
      },
      lang: input.language,
    });
    for (const [name, font] of Object.entries(fonts))
      doc.registerFont(name, font as unknown as Buffer);
    const done = new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });

    this.header(doc, input, t, title);
    this.overview(doc, input, t);
    doc.addPage();
    this.recommendations(doc, input, t);
    this.answers(doc, input, t);
    this.footers(doc, input, t, title);
    doc.end();
    return done;
  }

  private header(
    doc: PDFKit.PDFDocument,
    input: AssessmentReportInput,
    t: ReportTexts,
    title: string,
  ) {
    doc.rect(0, 0, PAGE.width, 118).fill(NAVY);
    doc.rect(0, 118, PAGE.width, 4).fill(AMBER);
    doc
      .fillColor('#ffffff')
      .font('semibold')
      .fontSize(10)
      .text(`${input.productName.toUpperCase()}  ·  ${t.report.toUpperCase()}`, PAGE.margin, 30, {
        characterSpacing: 1.2,
        width: CONTENT_WIDTH,
      });
    doc.font('bold').fontSize(22).text(title, PAGE.margin, 48, { width: CONTENT_WIDTH });
    doc
      .font('regular')
      .fontSize(11)
      .fillColor('#dbe7f0')
      .text(fill(t.preparedFor, { name: input.memberName, date: input.date }), PAGE.margin, 84, {
        width: CONTENT_WIDTH,
      });
  }

  /** Page 1: the total, the radar with its comparison, and the table of domain scores. */
  private overview(doc: PDFKit.PDFDocument, input: AssessmentReportInput, t: ReportTexts) {
    const { definition, result, language } = input;
    const total = result.totalScore;
    const colour = scoreColour(totalPercent(total));
    const top = 146;
    doc
      .fillColor(GREY)
      .font('semibold')
      .fontSize(9)
      .text(t.overall.toUpperCase(), PAGE.margin, top, {
        characterSpacing: 0.8,
      });
    doc
      .fillColor(colour)
      .font('bold')
      .fontSize(44)
      .text(String(total), PAGE.margin, top + 12);
    const numberWidth = doc.widthOfString(String(total));
    doc
      .fillColor(GREY)
      .font('regular')
      .fontSize(11)
      .text(t.outOf, PAGE.margin + numberWidth + 8, top + 42);
    const band = SCORE_BAND_LABELS[scoreBand(totalPercent(total))][language];
    doc.font('semibold').fontSize(9.5);
    const pillWidth = doc.widthOfString(band) + 18;
    doc.roundedRect(PAGE.margin, top + 76, pillWidth, 18, 9).fill(colour);
    doc.fillColor('#ffffff').text(band, PAGE.margin + 9, top + 80, { lineBreak: false });

    const ordered = domainsWeakestFirst(definition, result.domainScores);
    const weakest = ordered[0]!;
    const strongest = ordered[ordered.length - 1]!;
    const summaryX = PAGE.margin + 250;
    const summary = (label: string, domain: typeof weakest, y: number) => {
      const score = result.domainScores[domain.name] ?? 0;
      doc.fillColor(GREY).font('semibold').fontSize(8.5).text(label.toUpperCase(), summaryX, y, {
        characterSpacing: 0.6,
      });
      doc
        .fillColor(INK)
        .font('semibold')
        .fontSize(12)
        .text(domain.label[language], summaryX, y + 12, { width: CONTENT_WIDTH - 250 });
      doc
        .fillColor(scoreColour(domainPercent(score)))
        .font('regular')
        .fontSize(10)
        .text(
          `${score} / 25 · ${formatPercent(domainPercent(score), language)}`,
          summaryX,
          doc.y + 1,
        );
    };
    summary(t.strongest, strongest, top);
    summary(t.weakest, weakest, top + 56);

    const series = comparedSeries(input, t);
    drawRadarWithLegend(doc, input, series, 395);
    this.domainTable(doc, input, t, series, 572);
  }

  /** Domain, a bar in the band colour, the score, and one column per comparison series. */
  private domainTable(
    doc: PDFKit.PDFDocument,
    input: AssessmentReportInput,
    t: ReportTexts,
    series: ComparedSeries[],
    top: number,
  ) {
    const { definition, result, language } = input;
    const others = series.slice(0, -1);
    const showChange = others.length === 1 && others[0]!.label === t.previousAttempt;
    const columns = [...others.map((s) => s.label), ...(showChange ? [t.change] : [])];
    const colWidth = 70;
    const labelWidth = 150;
    const barX = PAGE.margin + labelWidth;
    const barWidth = CONTENT_WIDTH - labelWidth - 70 - columns.length * colWidth;
    doc.fillColor(NAVY).font('bold').fontSize(13).text(t.domainScores, PAGE.margin, top);
    let y = top + 24;
    doc.fillColor(GREY).font('semibold').fontSize(8);
    doc.text(t.domain.toUpperCase(), PAGE.margin, y, { width: labelWidth });
    doc.text(t.yourScore.toUpperCase(), barX + barWidth + 8, y, { width: 62, align: 'right' });
    columns.forEach((label, i) =>
      doc.text(label.toUpperCase(), barX + barWidth + 70 + i * colWidth, y, {
        width: colWidth,
        align: 'right',
      }),
    );
    y += 22;
    for (const domain of definition.domains) {
      const score = result.domainScores[domain.name] ?? 0;
      const percent = domainPercent(score);
      doc.fillColor(INK).font('semibold').fontSize(9.5);
      const rowHeight = Math.max(
        22,
        doc.heightOfString(domain.label[language], { width: labelWidth - 8 }) + 8,
      );
      doc.text(domain.label[language], PAGE.margin, y, { width: labelWidth - 8 });
      doc.roundedRect(barX, y + 2, barWidth, 9, 4.5).fill(LINE);
      doc
        .roundedRect(barX, y + 2, Math.max(9, (barWidth * percent) / 100), 9, 4.5)
        .fill(scoreColour(percent));
      doc
        .fillColor(scoreColour(percent))
        .font('bold')
        .fontSize(10)
        .text(`${score}/25`, barX + barWidth + 8, y, { width: 62, align: 'right' });
      doc.font('regular').fillColor(INK);
      others.forEach((s, i) =>
        doc.text(`${s.scores[domain.name] ?? 0}/25`, barX + barWidth + 70 + i * colWidth, y, {
          width: colWidth,
          align: 'right',
        }),
      );
      if (showChange) {
        const delta = score - (others[0]!.scores[domain.name] ?? 0);
        doc
          .fillColor(delta > 0 ? '#15803d' : delta < 0 ? '#b91c1c' : GREY)
          .text(
            delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '±0',
            barX + barWidth + 70 + colWidth,
            y,
            {
              width: colWidth,
              align: 'right',
            },
          );
      }
      doc
        .moveTo(PAGE.margin, y + rowHeight - 5)
        .lineTo(PAGE.width - PAGE.margin, y + rowHeight - 5)
        .lineWidth(0.5)
        .stroke(LINE);
      y += rowHeight;
    }
    doc
      .fillColor(GREY)
      .font('regular')
      .fontSize(8)
      .text(t.scaleNote, PAGE.margin, y + 6, { width: CONTENT_WIDTH });
  }

  /** Page 2: advice per domain, weakest first, in the colour of its band. */
  private recommendations(doc: PDFKit.PDFDocument, input: AssessmentReportInput, t: ReportTexts) {
    const { definition, result, language } = input;
    doc.fillColor(NAVY).font('bold').fontSize(16).text(t.recommendations, PAGE.margin, PAGE.margin);
    doc.moveDown(0.6);
    domainsWeakestFirst(definition, result.domainScores).forEach((domain, index) => {
      const score = result.domainScores[domain.name] ?? 0;
      const percent = domainPercent(score);
      const band = scoreBand(percent);
      const y = doc.y;
      const advice = domain.advice[band][language];
      doc.font('regular').fontSize(10);
      const height = doc.heightOfString(advice, { width: CONTENT_WIDTH - 16 }) + 36;
      doc.rect(PAGE.margin, y, 4, height).fill(scoreColour(percent));
      doc
        .fillColor(INK)
        .font('bold')
        .fontSize(11.5)
        .text(`${index + 1}. ${domain.label[language]}`, PAGE.margin + 14, y + 2, {
          continued: true,
        })
        .fillColor(scoreColour(percent))
        .font('semibold')
        .fontSize(10)
        .text(
          `   ${score}/25 · ${formatPercent(percent, language)} · ${SCORE_BAND_LABELS[band][language]}`,
        );
      doc
        .fillColor(INK)
        .font('regular')
        .fontSize(10)
        .text(advice, PAGE.margin + 14, doc.y + 4, { width: CONTENT_WIDTH - 16, lineGap: 2 });
      doc.y = y + height + 10;
    });
  }

  /** Every question with the member's answer, by domain. */
  private answers(doc: PDFKit.PDFDocument, input: AssessmentReportInput, t: ReportTexts) {
    const { definition, result, language } = input;
    const byQuestion = new Map(result.answers.map((a) => [a.questionId, a.score]));
    doc.moveDown(0.8);
    doc.fillColor(NAVY).font('bold').fontSize(16).text(t.answers, PAGE.margin);
    const answerWidth = 120;
    const questionWidth = CONTENT_WIDTH - answerWidth - 30;
    for (const domain of definition.domains) {
      if (doc.y > PAGE.height - 140) doc.addPage();
      doc.moveDown(0.5);
      doc.fillColor(NAVY).font('semibold').fontSize(11).text(domain.label[language], PAGE.margin);
      doc.moveDown(0.2);
      for (const question of domain.questions) {
        const score = byQuestion.get(question.id) ?? 0;
        const label = ANSWER_SCALE.find((s) => s.value === score)?.label[language] ?? '';
        doc.font('regular').fontSize(9);
        const height = doc.heightOfString(question.text[language], { width: questionWidth }) + 8;
        if (doc.y + height > PAGE.height - PAGE.margin - 20) doc.addPage();
        const y = doc.y;
        doc.fillColor(GREY).text(String(question.id), PAGE.margin, y, { width: 22 });
        doc
          .fillColor(INK)
          .text(question.text[language], PAGE.margin + 24, y, { width: questionWidth });
        doc
          .font('semibold')
          .fillColor(scoreColour(score * 20))
          .text(`${score} · ${label}`, PAGE.width - PAGE.margin - answerWidth, y, {
            width: answerWidth,
            align: 'right',
          });
        doc.y = y + height;
        doc
          .moveTo(PAGE.margin, doc.y - 4)
          .lineTo(PAGE.width - PAGE.margin, doc.y - 4)
          .lineWidth(0.4)
          .stroke(LINE);
      }
    }
  }

  private footers(
    doc: PDFKit.PDFDocument,
    input: AssessmentReportInput,
    t: ReportTexts,
    title: string,
  ) {
    const range = doc.bufferedPageRange();
    for (let index = 0; index < range.count; index += 1) {
      doc.switchToPage(range.start + index);
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc
        .fillColor(GREY)
        .font('regular')
        .fontSize(7.5)
        .text(
          fill(t.footer, {
            product: input.productName,
            title,
            date: input.date,
            page: index + 1,
            pages: range.count,
          }),
          PAGE.margin,
          PAGE.height - 30,
          { width: CONTENT_WIDTH, align: 'center', lineBreak: false },
        );
      doc.page.margins.bottom = bottom;
    }
  }
}
