import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { historyPoints } from '../lib/chart-data';

interface HistoryChartProps {
  points: ReturnType<typeof historyPoints>;
  label: string;
  attemptLabel: (attempt: number) => string;
  formatDate: (iso: string) => string;
  totalLabel: string;
}

/** The total of every attempt, oldest to newest. */
export function HistoryChart(props: HistoryChartProps) {
  const { points, label, attemptLabel, formatDate, totalLabel } = props;
  const theme = useTheme();
  const colour = theme.palette.primary.main;
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', height: 220 }}>
      <AreaChart
        responsive
        data={points}
        margin={{ top: 12, right: 16, bottom: 4, left: -16 }}
        style={{ width: '100%', height: '100%' }}
        accessibilityLayer={false}
      >
        <defs>
          <linearGradient id="history-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={colour} stopOpacity={0.3} />
            <stop offset="100%" stopColor={colour} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
        <XAxis
          dataKey="attempt"
          tickFormatter={(attempt: number) => String(attempt)}
          tick={{ fill: '#475569', fontSize: 12 }}
        />
        <YAxis
          domain={[0, 100]}
          ticks={[0, 25, 50, 75, 100]}
          tick={{ fill: '#475569', fontSize: 12 }}
        />
        <Tooltip
          labelFormatter={(attempt, payload) =>
            `${attemptLabel(Number(attempt))} · ${formatDate(String(payload?.[0]?.payload?.createdAt ?? ''))}`
          }
        />
        <Area
          type="monotone"
          dataKey="total"
          name={totalLabel}
          stroke={colour}
          strokeWidth={2.5}
          fill="url(#history-fill)"
          dot={{ r: 4, fill: colour }}
          isAnimationActive={false}
        />
      </AreaChart>
    </Box>
  );
}
