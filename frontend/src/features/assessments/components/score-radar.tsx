import Box from '@mui/material/Box';
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

/** The four domains on a radar, one polygon per series (the member's filled, others dashed). */
export function ScoreRadar({ rows, series, label, showLegend }: ScoreRadarProps) {
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', height: { xs: 300, md: 360 } }}>
      <RadarChart
        responsive
        data={rows}
        outerRadius="68%"
        margin={{ top: 8, right: 24, bottom: 8, left: 24 }}
        style={{ width: '100%', height: '100%' }}
        accessibilityLayer={false}
      >
        <PolarGrid stroke="#cbd5e1" />
        <PolarAngleAxis
          dataKey="domain"
          tick={{ fill: '#334155', fontSize: 12, fontWeight: 600 }}
        />
        <PolarRadiusAxis
          angle={90}
          domain={[0, ASSESSMENT_LIMITS.domainMax]}
          tickCount={6}
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
