import CloseIcon from '@mui/icons-material/Close';
import MailIcon from '@mui/icons-material/Mail';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { JobOpening } from '@fabrion/shared';
import { useTranslation } from '@/lib/i18n';
import { env } from '@/config/env';
import { applyMailto } from '../lib/apply-mailto';

function BulletList({ title, items }: { title: string; items: string[] }) {
  return (
    <>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mt: 3, mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ pl: 3, m: 0, display: 'grid', gap: 0.75 }}>
        {items.map((item) => (
          <li key={item}>
            <Typography>{item}</Typography>
          </li>
        ))}
      </Box>
    </>
  );
}

interface JobDialogProps {
  job: JobOpening | null;
  open: boolean;
  onClose: () => void;
}

/** Every field of an opening, and Apply via Email; at most 90% of the viewport high. */
export function JobDialog({ job, open, onClose }: JobDialogProps) {
  const { t } = useTranslation('about');
  const facts = job
    ? [
        [t('job.location'), job.location],
        [t('job.department'), job.department],
        [t('job.experienceLevel'), job.experienceLevel],
        [t('job.contractType'), job.contractType],
        [t('job.languages'), job.languages.join(', ')],
      ]
    : [];

  return (
    <Dialog
      open={open && job !== null}
      onClose={onClose}
      aria-labelledby="job-dialog-title"
      maxWidth="md"
      fullWidth
      scroll="paper"
      slotProps={{ paper: { sx: { maxHeight: '90vh', m: { xs: 1.5, sm: 4 } } } }}
    >
      {job ? (
        <>
          <DialogTitle id="job-dialog-title" component="h2" sx={{ pr: 7, fontSize: '1.35rem' }}>
            <span aria-hidden="true">{job.emoji} </span>
            {job.title}
          </DialogTitle>
          <IconButton
            aria-label={t('job.close')}
            onClick={onClose}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
          <DialogContent dividers>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
                columnGap: 3,
                rowGap: 0.5,
                m: 0,
                '& dt': { fontWeight: 700 },
                '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
              }}
            >
              {facts.map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </Box>
              ))}
            </Box>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', mt: 3, mb: 1 }}>
              {t('job.about')}
            </Typography>
            <Typography>{job.description}</Typography>
            <BulletList title={t('job.responsibilities')} items={job.responsibilities} />
            <BulletList title={t('job.requirements')} items={job.requirements} />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button onClick={onClose}>{t('job.close')}</Button>
            <Button
              href={applyMailto(env.careersEmail, job.title)}
              variant="contained"
              startIcon={<MailIcon />}
            >
              {t('job.apply')}
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
