import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import { ASSESSMENT_LIMITS, type AssessmentDefinition, type Language } from '@fabrion/shared';
import { useAssessmentsText } from '../lib/use-assessments-text';
import { AnswerScale } from './answer-scale';

interface QuestionCardProps {
  definition: AssessmentDefinition;
  current: number;
  answers: Record<number, number>;
  language: Language;
  saving: boolean;
  onChoose: (score: number) => void;
  onBack: () => void;
  onNext: () => void;
}

/** One question: its domain, 'Question N of 20', the progress bar, the scale, Back and Next. */
export function QuestionCard(props: QuestionCardProps) {
  const { definition, current, answers, language, saving, onChoose, onBack, onNext } = props;
  const { t } = useAssessmentsText();
  const domain = definition.domains.find((d) => d.questions.some((q) => q.id === current))!;
  const question = domain.questions.find((q) => q.id === current)!;
  const total = ASSESSMENT_LIMITS.questions;
  const answered = Object.keys(answers).length;
  const percent = Math.round((answered / total) * 100);
  const last = current === total;
  const value = answers[current];

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (saving) return;
    if (/^[1-5]$/.test(event.key)) {
      event.preventDefault();
      onChoose(Number(event.key));
      // The chosen answer takes the focus, so the arrow keys go on from it.
      event.currentTarget
        .querySelector<HTMLInputElement>(`input[type="radio"][value="${event.key}"]`)
        ?.focus();
    } else if (
      event.key === 'Enter' &&
      value !== undefined &&
      (event.target as HTMLElement).tagName === 'INPUT'
    ) {
      event.preventDefault();
      onNext();
    }
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="question-text"
      onKeyDown={onKeyDown}
      sx={{ p: { xs: 2.5, md: 5 }, borderRadius: 4, maxWidth: 960, mx: 'auto' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5 }}>
        <Chip label={domain.label[language]} color="primary" size="small" />
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto', fontWeight: 600 }}>
          {t('run.question', { current, total })}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('run.progress', { percent })}
        sx={{ height: 8, borderRadius: 4, mb: { xs: 3, md: 5 } }}
      />
      <Typography
        id="question-text"
        component="h2"
        sx={{
          fontSize: { xs: '1.3rem', md: '1.85rem' },
          fontWeight: 700,
          lineHeight: 1.3,
          mb: { xs: 3, md: 4 },
          hyphens: 'auto',
        }}
      >
        {question.text[language]}
      </Typography>
      <AnswerScale
        questionId={current}
        value={value}
        language={language}
        labelledBy="question-text"
        onChange={onChoose}
      />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          mt: { xs: 3, md: 4 },
          flexWrap: 'wrap',
        }}
      >
        <Button
          variant="text"
          startIcon={<ArrowBack />}
          onClick={onBack}
          disabled={current === 1 || saving}
        >
          {t('run.back')}
        </Button>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: { xs: 'none', md: 'block' }, ml: 'auto' }}
        >
          {t('run.keyboardHint')}
        </Typography>
        <Button
          variant="contained"
          size="large"
          endIcon={last ? undefined : <ArrowForward />}
          onClick={onNext}
          disabled={value === undefined || saving}
          sx={{ ml: { xs: 'auto', md: 0 }, minWidth: 140 }}
        >
          {saving ? t('run.saving') : last ? t('run.finish') : t('run.next')}
        </Button>
      </Box>
    </Paper>
  );
}
