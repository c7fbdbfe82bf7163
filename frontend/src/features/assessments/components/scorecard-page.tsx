import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { ASSESSMENT_TYPES, type AssessmentLatestEntry } from '@fabrion/shared';
import { PageMeta } from '@/components/seo/page-meta';
import { useToast } from '@/components/ui/toast';
import { useGetLatestAssessmentsQuery } from '../api';
import { useAssessmentsText } from '../lib/use-assessments-text';
import { AssessmentCard } from './assessment-card';
import { ResultsDialog } from './results-dialog';

const NO_RESULTS: AssessmentLatestEntry[] = ASSESSMENT_TYPES.map((type) => ({
  type,
  latest: null,
  completed: 0,
}));

/** `/scorecard`: the four assessments, each with its last score when there is one. */
export function ScorecardPage() {
  const { t } = useAssessmentsText();
  const { toast } = useToast();
  const { data, isLoading, isError } = useGetLatestAssessmentsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [open, setOpen] = useState<AssessmentLatestEntry | null>(null);

  useEffect(() => {
    if (isError)
      toast({
        title: t('toasts.loadErrorTitle'),
        description: t('toasts.loadErrorText'),
        variant: 'destructive',
      });
  }, [isError, t, toast]);

  // Without the scores (a load failure) every assessment can still be started.
  const entries = data ?? NO_RESULTS;
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <PageMeta title={t('meta.scorecard')} noIndex />
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {t('scorecard.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: { xs: 2.5, md: 4 }, maxWidth: 760 }}>
        {t('scorecard.intro')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
        }}
      >
        {isLoading
          ? ASSESSMENT_TYPES.map((type) => (
              // A plain placeholder: MUI's Skeleton here would split it out of a public chunk.
              <Box
                key={type}
                aria-hidden
                sx={{ height: 300, borderRadius: 3, bgcolor: 'grey.100' }}
              />
            ))
          : entries.map((entry) => (
              <AssessmentCard key={entry.type} entry={entry} onOpenResults={setOpen} />
            ))}
      </Box>
      <ResultsDialog entry={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
