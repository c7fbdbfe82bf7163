import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CaseStudyCarousel } from './case-study-carousel';
import { SectionHeading, sectionSx } from './section-heading';

export type LoadStatus = 'loading' | 'error' | 'ready';

interface CaseStudiesSectionProps {
  status: LoadStatus;
  onRetry: () => void;
  /** The case-study cards (composed by the route from the content feature). */
  children: ReactNode;
}

/** The case-study carousel with its loading, error and empty states. */
export function CaseStudiesSection({ status, onRetry, children }: CaseStudiesSectionProps) {
  const { t } = useTranslation('home');
  const hasCards = Array.isArray(children) ? children.length > 0 : Boolean(children);
  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 200 }}>
        <CircularProgress size={28} aria-hidden="true" />
        {t('caseStudies.loading')}
      </Box>
    );
  } else if (status === 'error') {
    body = (
      <Box role="alert" sx={{ color: 'error.main', minHeight: 200 }}>
        {t('caseStudies.error')} <Button onClick={onRetry}>{t('caseStudies.retry')}</Button>
      </Box>
    );
  } else if (!hasCards) {
    body = <Typography sx={{ color: 'text.secondary' }}>{t('caseStudies.empty')}</Typography>;
  } else {
    body = <CaseStudyCarousel>{children}</CaseStudyCarousel>;
  }

  return (
    <Box
      component="section"
      id="case-studies"
      aria-labelledby="case-studies-title"
      sx={{ ...sectionSx, bgcolor: 'grey.50' }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="case-studies-title"
          title={t('caseStudies.title')}
          subtitle={t('caseStudies.subtitle')}
        />
        {body}
        <Button component={Link} to={paths.caseStudies} variant="outlined" sx={{ mt: 3 }}>
          {t('caseStudies.viewAll')}
        </Button>
      </Container>
    </Box>
  );
}
