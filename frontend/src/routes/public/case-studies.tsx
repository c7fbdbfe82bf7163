import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { RoutePrefetch } from '@/app/route-prefetch';
import { PageMeta } from '@/components/seo/page-meta';
import { contentQueries, prefetchContent, useGetCaseStudiesQuery } from '@/features/content/api';
import { CardGridSkeleton } from '@/features/content/components/card-grid-skeleton';
import { CaseStudySections } from '@/features/content/components/case-study-sections';
import { groupCaseStudies } from '@/features/content/utils/case-study-groups';
import { ListPageHeading } from '@/features/content/components/list-page-heading';
import { LoadError } from '@/features/content/components/load-error';

export const prefetch: RoutePrefetch = ({ store }) => [
  prefetchContent(store.dispatch, contentQueries.caseStudies()),
];

/** The browser hydrates only the page's islands. */
export const islands = true;

/** /case-studies: "Our Success Stories", grouped by display group. */
export function Component() {
  const { t } = useTranslation('content');
  const { data, isLoading, isError, refetch } = useGetCaseStudiesQuery();
  const sections = useMemo(() => groupCaseStudies(data ?? []), [data]);

  let body;
  if (isLoading) {
    body = <CardGridSkeleton count={6} label={t('caseStudies.loading')} />;
  } else if (isError || !data) {
    body = <LoadError message={t('caseStudies.loadError')} onRetry={() => void refetch()} />;
  } else if (sections.length === 0) {
    body = (
      <Typography sx={{ py: 6, color: 'text.secondary', fontSize: '1.1rem' }}>
        {t('caseStudies.empty')}
      </Typography>
    );
  } else {
    body = <CaseStudySections sections={sections} />;
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta title={t('caseStudies.title')} description={t('caseStudies.metaDescription')} />
      <ListPageHeading title={t('caseStudies.title')} lead={t('caseStudies.subtitle')} />
      {body}
    </Container>
  );
}
