import { ASSESSMENT_LIMITS } from '@fabrion/shared';

export interface RadarSeries {
  /** Score per axis, in axis order (0–25). */
  values: number[];
  colour: string;
  fillOpacity: number;
  dashed?: boolean;
}

export interface RadarLayout {
  cx: number;
  cy: number;
  radius: number;
  /** Axis labels, in axis order (the first axis points up, then clockwise). */
  labels: string[];
  labelFont: string;
}

const GRID_COLOUR = '#cbd5e1';
const AXIS_TEXT = '#334155';

function point(layout: RadarLayout, axis: number, value: number): [number, number] {
  const angle = -Math.PI / 2 + (axis * 2 * Math.PI) / layout.labels.length;
  const r = (layout.radius * value) / ASSESSMENT_LIMITS.domainMax;
  return [layout.cx + r * Math.cos(angle), layout.cy + r * Math.sin(angle)];
}

/** A radar chart in vector graphics: rings every 5 points, one polygon per series. */
export function drawRadar(doc: PDFKit.PDFDocument, layout: RadarLayout, series: RadarSeries[]) {
  const axes = layout.labels.length;
  doc.save().lineWidth(0.6).strokeColor(GRID_COLOUR);
  for (let ring = 5; ring <= ASSESSMENT_LIMITS.domainMax; ring += 5) {
    doc.polygon(...Array.from({ length: axes }, (_, axis) => point(layout, axis, ring))).stroke();
  }
  for (let axis = 0; axis < axes; axis += 1) {
    const [x, y] = point(layout, axis, ASSESSMENT_LIMITS.domainMax);
    doc.moveTo(layout.cx, layout.cy).lineTo(x, y).stroke();
  }
  doc.restore();

  for (const s of series) {
    const points = s.values.map((value, axis) => point(layout, axis, value));
    doc.save().lineWidth(1.6);
    if (s.dashed) doc.dash(4, { space: 3 });
    doc
      .polygon(...points)
      .fillOpacity(s.fillOpacity)
      .fillAndStroke(s.colour, s.colour);
    doc.undash().fillOpacity(1);
    for (const [x, y] of points) doc.circle(x, y, 2).fill(s.colour);
    doc.restore();
  }

  // Ring values along the top axis, on a white ground so the polygons' edges do not cross them.
  doc.save().font(layout.labelFont).fontSize(6.5);
  for (let ring = 5; ring <= ASSESSMENT_LIMITS.domainMax; ring += 5) {
    const [x, y] = point(layout, 0, ring);
    const width = doc.widthOfString(String(ring));
    doc.rect(x - width / 2 - 1.5, y - 4, width + 3, 8).fill('#ffffff');
    doc.fillColor('#64748b').text(String(ring), x - width / 2, y - 4.2, { lineBreak: false });
  }
  doc.restore();

  const labelWidth = 112;
  doc.save().font(layout.labelFont).fontSize(8.5).fillColor(AXIS_TEXT);
  layout.labels.forEach((label, axis) => {
    const [x, y] = point(layout, axis, ASSESSMENT_LIMITS.domainMax);
    const height = doc.heightOfString(label, { width: labelWidth, align: 'center' });
    const angle = (axis * 360) / axes;
    if (angle === 0)
      doc.text(label, x - labelWidth / 2, y - height - 6, { width: labelWidth, align: 'center' });
    else if (angle === 180)
      doc.text(label, x - labelWidth / 2, y + 6, { width: labelWidth, align: 'center' });
    else if (angle < 180)
      doc.text(label, x + 8, y - height / 2, { width: labelWidth - 30, align: 'left' });
    else
      doc.text(label, x - 8 - (labelWidth - 30), y - height / 2, {
        width: labelWidth - 30,
        align: 'right',
      });
  });
  doc.restore();
}
