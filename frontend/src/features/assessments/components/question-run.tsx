import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef } from 'react';
import type { AssessmentDefinition, AssessmentResultDetail } from '@fabrion/shared';
import { useToast } from '@/components/ui/toast';
import { useAssessmentRun } from '../hooks/use-assessment-run';
import { useAssessmentsText } from '../lib/use-assessments-text';
import { QuestionCard } from './question-card';

interface QuestionRunProps {
  definition: AssessmentDefinition;
  onSaved: (result: AssessmentResultDetail) => void;
}

/** The questions one at a time, resumed from the server; the save after the last answer. */
export function QuestionRun({ definition, onSaved }: QuestionRunProps) {
  const { t, language } = useAssessmentsText();
  const { toast } = useToast();
  const run = useAssessmentRun(definition.type);
  const warned = useRef(false);

  useEffect(() => {
    if (!run.loadFailed || warned.current) return;
    warned.current = true;
    toast({
      title: t('toasts.loadErrorTitle'),
      description: t('toasts.loadErrorText'),
      variant: 'destructive',
    });
  }, [run.loadFailed, t, toast]);

  if (run.loading)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }} role="status" aria-label="Loading">
        <CircularProgress />
      </Box>
    );

  const onNext = async () => {
    const outcome = await run.next();
    if (!outcome) return;
    if (outcome.ok) {
      toast({
        title: t('toasts.savedTitle'),
        description: t('toasts.savedText'),
        variant: 'success',
      });
      onSaved(outcome.result);
    } else {
      toast({
        title: t('toasts.saveErrorTitle'),
        description: outcome.message ?? t('toasts.saveErrorFallback'),
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      {run.state.resumed && (
        <Alert severity="info" sx={{ mb: 2, maxWidth: 960, mx: 'auto' }}>
          {t('run.resumed', { current: run.state.current })}
        </Alert>
      )}
      <QuestionCard
        definition={definition}
        current={run.state.current}
        answers={run.state.answers}
        language={language}
        saving={run.saving}
        onChoose={run.choose}
        onBack={run.back}
        onNext={() => void onNext()}
      />
    </>
  );
}
