import Container from '@mui/material/Container';
import { resolveImageUrl } from '@fabrion/shared';
import { useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router';
import type { RoutePrefetch } from '@/app/route-prefetch';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { contentQueries, prefetchContent, useGetCaseStudyQuery } from '@/features/content/api';
import { island } from '@/islands/island';

const BackButton = island('back-button');
import { CaseStudyDetail } from '@/features/content/components/case-study-detail';
import { LoadError } from '@/features/content/components/load-error';
import { NotFoundPanel } from '@/features/content/components/not-found-panel';
import { PageSpinner } from '@/features/content/components/page-spinner';
import { PreviewBanner } from '@/features/content/components/preview-banner';
import { previewToken, usePreviewToken } from '@/features/content/hooks/use-preview-token';
import { isNotFound } from '@/lib/api-error';

export const prefetch: RoutePrefetch = ({ store, params, searchParams }) =>
  params.caseId
    ? [
        prefetchContent(
          store.dispatch,
          contentQueries.caseStudy(params.caseId, previewToken(searchParams)),
        ),
      ]
    : [];

/** The browser hydrates only the page's islands. */
export const islands = true;

/** /case-studies/:caseId: the study, or the Case Study Not Found view. */
export function Component() {
  const { t } = useTranslation('content');
  const caseId = useParams().caseId ?? '';
  const preview = usePreviewToken();
  const { currentData: study, error, isError, refetch } = useGetCaseStudyQuery(caseId, preview);

  if (isError && isNotFound(error)) {
    return (
      <>
        <PageMeta title={t('caseStudy.notFoundTitle')} noIndex />
        <NotFoundPanel
          title={t('caseStudy.notFoundTitle')}
          body={t('caseStudy.notFoundBody')}
          linkTo={paths.home}
          linkLabel={t('caseStudy.backHome')}
        />
      </>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      {preview && study && <PreviewBanner />}
      <BackButton listRoot={paths.caseStudies} />
      {study ? (
        <>
          <PageMeta
            title={study.title}
            description={study.description}
            image={study.image?.trim() ? resolveImageUrl(study.image) : undefined}
            type="article"
            noIndex={preview !== null}
          />
          <CaseStudyDetail study={study} />
        </>
      ) : isError ? (
        <LoadError message={t('caseStudy.loadError')} onRetry={() => void refetch()} />
      ) : (
        <PageSpinner label={t('caseStudy.loading')} />
      )}
    </Container>
  );
}
