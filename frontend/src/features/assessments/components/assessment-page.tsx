import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  assessmentDefinition,
  type AssessmentResultDetail,
  type AssessmentType,
} from '@fabrion/shared';
import { PageMeta } from '@/components/seo/page-meta';
import { useClearAssessmentProgressMutation } from '../api';
import { useAssessmentsText } from '../lib/use-assessments-text';
import { SCORECARD_PATH } from '../paths';
import { QuestionRun } from './question-run';
import { SavedResult } from './saved-result';

/**
 * An assessment page: the questions, then the saved result. The result's id goes in the address
 * (`?result=`), so a reload shows the same results; 'Take Assessment Again' goes to question 1.
 */
export function AssessmentPage({ type }: { type: AssessmentType }) {
  const { t, language } = useAssessmentsText();
  const definition = assessmentDefinition(type);
  const [params, setParams] = useSearchParams();
  const [clearProgress] = useClearAssessmentProgressMutation();
  const resultId = params.get('result');

  const onSaved = useCallback(
    (result: AssessmentResultDetail) => {
      setParams({ result: result.id }, { replace: true });
    },
    [setParams],
  );

  const onTakeAgain = useCallback(async () => {
    await clearProgress(type);
    setParams({}, { replace: true });
    window.scrollTo({ top: 0 });
  }, [clearProgress, setParams, type]);

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <PageMeta title={definition.title[language]} noIndex />
      <Button
        component={RouterLink}
        to={SCORECARD_PATH}
        startIcon={<ArrowBack />}
        size="small"
        sx={{ mb: 1, ml: -1 }}
      >
        {t('run.backToScorecard')}
      </Button>
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {definition.title[language]}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: { xs: 2.5, md: 3.5 }, maxWidth: 760 }}>
        {definition.description[language]}
      </Typography>
      {resultId ? (
        <SavedResult type={type} id={resultId} onTakeAgain={() => void onTakeAgain()} />
      ) : (
        <QuestionRun definition={definition} onSaved={onSaved} />
      )}
    </Box>
  );
}
