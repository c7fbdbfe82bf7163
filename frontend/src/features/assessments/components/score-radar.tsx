import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  Legend,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  Tooltip,
} from 'recharts';
import { ASSESSMENT_LIMITS } from '@fabrion/shared';
import type { ChartSeries } from '../lib/chart-data';

interface ScoreRadarProps {
  rows: Array<Record<string, string | number>>;
  series: readonly ChartSeries[];
  label: string;
  showLegend: boolean;
}

/** Longest line of an axis label before it wraps ("Customer Experience & Analytics"...). */
const LINE_CHARS = 14;

function wrap(text: string): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= LINE_CHARS)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

interface TickProps {
  x?: number | string;
  y?: number | string;
  cx?: number | string;
  cy?: number | string;
  payload?: { value: string };
  fontSize?: number;
}

/** An axis label in lines, placed away from the centre so that it never covers the chart. */
function AxisLabel({ x = 0, y = 0, cx = 0, cy = 0, payload, fontSize = 12 }: TickProps) {
  const lines = wrap(payload?.value ?? '');
  const dx = Number(x) - Number(cx);
  const dy = Number(y) - Number(cy);
  const anchor = Math.abs(dx) < 1 ? 'middle' : dx > 0 ? 'start' : 'end';
  const lineHeight = fontSize + 2;
  const top =
    Math.abs(dy) < 1
      ? Number(y) - ((lines.length - 1) * lineHeight) / 2
      : dy < 0
        ? Number(y) - (lines.length - 1) * lineHeight - 4
        : Number(y) + 12;
  return (
    <text
      x={Number(x) + (anchor === 'start' ? 6 : anchor === 'end' ? -6 : 0)}
      y={top}
      textAnchor={anchor}
      dominantBaseline="middle"
      fill="#334155"
      fontSize={fontSize}
      fontWeight={600}
    >
      {lines.map((line, index) => (
        <tspan
          key={index}
          x={Number(x) + (anchor === 'start' ? 6 : anchor === 'end' ? -6 : 0)}
          dy={index === 0 ? 0 : lineHeight}
        >
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** The four domains on a radar, one polygon per series (the member's filled, others dashed). */
export function ScoreRadar({ rows, series, label, showLegend }: ScoreRadarProps) {
  // On a phone the side labels need most of the width: a smaller radar leaves it to them.
  const narrow = useMediaQuery('(max-width:599.98px)', { noSsr: true });
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', height: { xs: 280, md: 380 } }}>
      <RadarChart
        responsive
        data={rows}
        outerRadius={narrow ? '40%' : '66%'}
        margin={{ top: 16, right: 8, bottom: 16, left: 8 }}
        style={{ width: '100%', height: '100%' }}
        accessibilityLayer={false}
      >
        <PolarGrid stroke="#cbd5e1" />
        <PolarAngleAxis
          dataKey="domain"
          tick={(props: TickProps) => <AxisLabel {...props} fontSize={narrow ? 11 : 12} />}
        />
        <PolarRadiusAxis
          angle={90}
          domain={[0, ASSESSMENT_LIMITS.domainMax]}
          tickCount={6}
          tickFormatter={(value: number) => (value === 0 ? '' : String(value))}
          tick={{ fill: '#64748b', fontSize: 10 }}
          axisLine={false}
        />
        {series.map((s, index) => (
          <Radar
            key={s.key}
            name={s.label}
            dataKey={s.key}
            stroke={s.colour}
            strokeWidth={index === 0 ? 2.5 : 2}
            strokeDasharray={s.dashed ? '6 4' : undefined}
            fill={s.colour}
            fillOpacity={index === 0 ? 0.25 : 0.05}
            isAnimationActive={false}
            dot={{ r: 3 }}
          />
        ))}
        <Tooltip />
        {showLegend && <Legend wrapperStyle={{ fontSize: 13 }} />}
      </RadarChart>
    </Box>
  );
}
