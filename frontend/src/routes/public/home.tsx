import { useTranslation } from '@/lib/i18n';
import type { RoutePrefetch } from '@/app/route-prefetch';
import { OrganizationJsonLd } from '@/components/seo/json-ld';
import { PageMeta } from '@/components/seo/page-meta';
import { ContactSection } from '@/features/contact';
import {
  contentQueries,
  prefetchContent,
  useGetCaseStudiesQuery,
  useGetInsightsQuery,
} from '@/features/content/api';
import { CaseStudyCard } from '@/features/content/components/deferred-cards';
import {
  CaseStudiesSection,
  HeroSection,
  INITIAL_INSIGHTS,
  IndustriesSection,
  InsightsSection,
  PodcastSection,
  ProcessSection,
  ServicesSection,
  TechnologiesSection,
  ToolsSection,
  insightsQuery,
  useHashScroll,
  useInsightsFilters,
} from '@/features/home';

export const prefetch: RoutePrefetch = ({ store }) => [
  prefetchContent(store.dispatch, contentQueries.caseStudies()),
  prefetchContent(store.dispatch, contentQueries.insights(insightsQuery(INITIAL_INSIGHTS))),
];

/** Home: every section in order; the anchors are on the sections themselves. */
export function Component() {
  const { t } = useTranslation('home');
  useHashScroll();
  const caseStudies = useGetCaseStudiesQuery();
  const insightsFilters = useInsightsFilters();
  const insights = useGetInsightsQuery(insightsFilters.query);

  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <OrganizationJsonLd />
      <HeroSection />
      <ServicesSection />
      <IndustriesSection />
      <ProcessSection />
      <TechnologiesSection />
      <ToolsSection />
      <CaseStudiesSection
        status={caseStudies.data ? 'ready' : caseStudies.isError ? 'error' : 'loading'}
        onRetry={() => void caseStudies.refetch()}
      >
        {caseStudies.data?.map((study) => (
          <CaseStudyCard key={study.id} study={study} />
        ))}
      </CaseStudiesSection>
      <PodcastSection />
      <InsightsSection
        {...insightsFilters}
        data={insights.data}
        isError={insights.isError}
        onRetry={() => void insights.refetch()}
      />
      <ContactSection />
    </>
  );
}
