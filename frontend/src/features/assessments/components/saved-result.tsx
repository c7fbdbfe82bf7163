import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { AssessmentType } from '@fabrion/shared';
import { useGetAssessmentHistoryQuery, useGetAssessmentResultQuery } from '../api';
import { useAssessmentsText } from '../lib/use-assessments-text';
import { ResultsView } from './results-view';

interface SavedResultProps {
  type: AssessmentType;
  id: string;
  onTakeAgain?: () => void;
}

/** One of the member's results (by id) with the history it belongs to. */
export function SavedResult({ type, id, onTakeAgain }: SavedResultProps) {
  const { t } = useAssessmentsText();
  const result = useGetAssessmentResultQuery({ type, id });
  const history = useGetAssessmentHistoryQuery(type);
  if (result.isLoading)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }} role="status" aria-label="Loading">
        <CircularProgress />
      </Box>
    );
  if (!result.data) return <Alert severity="error">{t('results.loadError')}</Alert>;
  return (
    <ResultsView
      result={result.data}
      history={history.data?.items ?? []}
      onTakeAgain={onTakeAgain}
    />
  );
}
