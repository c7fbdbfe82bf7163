import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { Title, useCreatePath } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { apiJson } from '../operations/api';
import { LeadsChart } from './LeadsChart';

type Counts = Record<string, number> & { total: number };

export interface DashboardData {
  role: string;
  leadsPerWeek?: Array<{ week: string; count: number }>;
  activeMembers30d?: number;
  assessmentsCompleted?: { last30Days: Counts; allTime: Counts };
  queue?: Record<'waiting' | 'active' | 'delayed' | 'completed' | 'failed', number>;
}

function Stat({
  label,
  value,
  children,
}: {
  label: string;
  value: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" component="h2">
          {label}
        </Typography>
        <Typography variant="h4" component="p">
          {value}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** What each role needs at a glance; the server sends only its role's figures. */
export function Dashboard() {
  const [data, setData] = useState<DashboardData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const createPath = useCreatePath();
  useEffect(() => {
    apiJson<DashboardData>('/api/admin/dashboard').then(setData, (e: Error) => setError(e.message));
  }, []);
  const link = (resource: string, label: string, filter?: object) => (
    <Link
      component={RouterLink}
      to={`${createPath({ resource, type: 'list' })}${filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ''}`}
    >
      {label}
    </Link>
  );
  return (
    <div>
      <Title title="Fabrion back office" />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 2 }}>
        Back office
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Client accounts, content and the notification queue are managed here.
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {!data && !error && <Typography>Loading…</Typography>}
      {data && (
        <Grid container spacing={2}>
          {data.leadsPerWeek && (
            <Grid size={{ xs: 12, md: 8 }}>
              <Card>
                <CardContent>
                  <Typography variant="overline" component="h2">
                    New leads per week
                  </Typography>
                  <LeadsChart weeks={data.leadsPerWeek} />
                  {link('leads', 'Open the lead inbox', { view: 'inbox', status: 'new' })}
                </CardContent>
              </Card>
            </Grid>
          )}
          {data.activeMembers30d !== undefined && (
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <Stat label="Members active in the last 30 days" value={data.activeMembers30d} />
            </Grid>
          )}
          {data.assessmentsCompleted && (
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <Stat
                label="Assessments completed (30 days)"
                value={data.assessmentsCompleted.last30Days.total}
              >
                <Typography variant="body2">
                  {data.assessmentsCompleted.allTime.total} in all
                </Typography>
              </Stat>
            </Grid>
          )}
          {data.queue && (
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <Stat label="Failed notification jobs now" value={data.queue.failed}>
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {data.queue.waiting} waiting · {data.queue.active} active · {data.queue.delayed}{' '}
                  delayed
                </Typography>
                {link('queue-jobs', 'Open the queue', { state: 'failed' })}
              </Stat>
            </Grid>
          )}
          {Object.keys(data).length === 1 && (
            <Grid size={12}>
              <Typography>
                Posts, case studies, jobs and client logos are edited from the menu.
              </Typography>
            </Grid>
          )}
        </Grid>
      )}
    </div>
  );
}
