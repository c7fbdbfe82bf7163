import Close from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { assessmentDefinition, type AssessmentLatestEntry } from '@fabrion/shared';
import { useAssessmentsText } from '../lib/use-assessments-text';
import { SavedResult } from './saved-result';

interface ResultsDialogProps {
  entry: AssessmentLatestEntry | null;
  onClose: () => void;
}

/** The latest result of one assessment, opened from its card's 'Last Score'. */
export function ResultsDialog({ entry, onClose }: ResultsDialogProps) {
  const { t, language } = useAssessmentsText();
  const fullScreen = useMediaQuery('(max-width:767.98px)', { noSsr: true });
  const open = Boolean(entry?.latest);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="lg"
      fullWidth
      aria-labelledby="results-dialog-title"
    >
      {entry?.latest && (
        <>
          <DialogTitle id="results-dialog-title" sx={{ pr: 7, fontWeight: 800 }}>
            {assessmentDefinition(entry.type).title[language]}
            <IconButton
              aria-label={t('results.close')}
              onClick={onClose}
              sx={{ position: 'absolute', right: 12, top: 12 }}
            >
              <Close />
            </IconButton>
          </DialogTitle>
          <DialogContent dividers sx={{ bgcolor: 'grey.50', p: { xs: 1.5, md: 3 } }}>
            <SavedResult type={entry.type} id={entry.latest.id} />
          </DialogContent>
        </>
      )}
    </Dialog>
  );
}
