import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useListContext } from 'react-admin';
import { apiJson } from '../operations/api';

export const JOB_STATES = ['waiting', 'active', 'delayed', 'completed', 'failed'] as const;
export type QueueCountsView = Record<(typeof JOB_STATES)[number], number> & { backend: string };

/** Jobs per state; a card selects that state's jobs below. Refreshed with the list. */
export function QueueCounts() {
  const { filterValues, setFilters, data } = useListContext();
  const [counts, setCounts] = useState<QueueCountsView | null>(null);
  useEffect(() => {
    apiJson<QueueCountsView>('/api/admin/queue/counts').then(setCounts, () => setCounts(null));
  }, [data]);
  const current = (filterValues as { state?: string }).state ?? 'failed';
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ my: 1, flexWrap: 'wrap' }}>
      {JOB_STATES.map((state) => (
        <Card
          key={state}
          variant={state === current ? 'elevation' : 'outlined'}
          sx={{
            minWidth: 110,
            borderBottom: state === current ? 3 : 0,
            borderColor: 'primary.main',
          }}
        >
          <CardActionArea onClick={() => setFilters({ ...filterValues, state }, {})}>
            <CardContent sx={{ py: 1 }}>
              <Typography variant="overline">{state}</Typography>
              <Typography variant="h5" component="p" aria-label={`${state} jobs`}>
                {counts ? counts[state] : '…'}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
      {counts && (
        <Typography variant="caption" sx={{ alignSelf: 'end' }}>
          Queue backend: {counts.backend === 'redis' ? 'Redis' : 'PostgreSQL'}
        </Typography>
      )}
    </Stack>
  );
}
