import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** "2026-03-02" → "2 Mar". */
export const weekLabel = (week: string) =>
  new Date(`${week}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** New leads per week (weeks start on Monday), oldest first. */
export function LeadsChart({ weeks }: { weeks: Array<{ week: string; count: number }> }) {
  const data = weeks.map((w) => ({ week: weekLabel(w.week), leads: w.count }));
  return (
    <div
      role="img"
      aria-label={`New leads per week: ${data.map((d) => `${d.week} ${d.leads}`).join(', ')}`}
    >
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="week" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Bar
            dataKey="leads"
            name="New leads"
            fill="#1565c0"
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
