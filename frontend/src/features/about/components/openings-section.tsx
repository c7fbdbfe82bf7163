import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { JobOpening } from '@fabrion/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { env } from '@/config/env';
import { visuallyHidden } from '@/lib/visually-hidden';
import { AboutSection } from './about-section';
import { JobDialog } from './job-dialog';

interface OpeningsSectionProps {
  jobs: JobOpening[] | undefined;
  isError: boolean;
  onRetry: () => void;
}

/** Current Openings: a table (Position, Location, Action); View opens the job's dialog. */
export function OpeningsSection({ jobs, isError, onRetry }: OpeningsSectionProps) {
  const { t } = useTranslation('about');
  // The job stays selected while the dialog closes, so its text does not vanish mid-transition.
  const [selected, setSelected] = useState<JobOpening | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  let body;
  if (jobs && jobs.length > 0) {
    body = (
      <TableContainer component={Paper} variant="outlined">
        <Table>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('openings.position')}
              </TableCell>
              <TableCell
                component="th"
                scope="col"
                sx={{ display: { xs: 'none', sm: 'table-cell' } }}
              >
                {t('openings.location')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('openings.action')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {jobs.map((job) => (
              <TableRow key={job.id}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  <span aria-hidden="true">{job.emoji} </span>
                  {job.title}
                  <Typography
                    variant="body2"
                    component="span"
                    sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}
                  >
                    {job.location}
                  </Typography>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {job.location}
                </TableCell>
                <TableCell align="right">
                  <Button
                    variant="outlined"
                    size="small"
                    onClick={() => {
                      setSelected(job);
                      setDialogOpen(true);
                    }}
                  >
                    {t('openings.view')}
                    <Box component="span" sx={visuallyHidden}>
                      {' '}
                      {job.title}
                    </Box>
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  } else if (jobs) {
    body = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="h3" sx={{ fontSize: '1.25rem' }}>
          {t('openings.emptyTitle')}
        </Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('openings.emptyBody')}</Typography>
      </Paper>
    );
  } else if (isError) {
    body = (
      <Box role="alert" sx={{ color: 'error.main' }}>
        {t('openings.error')} <Button onClick={onRetry}>{t('openings.retry')}</Button>
      </Box>
    );
  } else {
    body = <Typography role="status">{t('openings.loading')}</Typography>;
  }

  return (
    <AboutSection id="careers" title={t('openings.title')} subtitle={t('openings.subtitle')}>
      {body}
      <Typography sx={{ mt: 3 }}>
        {t('openings.resumeNote')}{' '}
        <MuiLink href={`mailto:${env.contactEmail}`} underline="always">
          {env.contactEmail}
        </MuiLink>
        .
      </Typography>
      <JobDialog job={selected} open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </AboutSection>
  );
}
