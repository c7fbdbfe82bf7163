import { useTranslation } from '@/lib/i18n';
import type { RoutePrefetch } from '@/app/route-prefetch';
import { OrganizationJsonLd } from '@/components/seo/json-ld';
import { PageMeta } from '@/components/seo/page-meta';
import { ContactSection } from '@/features/contact';
import { contentQueries, prefetchContent } from '@/features/content/api';
import { island } from '@/islands/island';
import {
  HashScroll,
  HeroSection,
  INITIAL_INSIGHTS,
  IndustriesSection,
  PodcastSection,
  ProcessSection,
  ServicesSection,
  TechnologiesSection,
  insightsQuery,
} from '@/features/home';

export const prefetch: RoutePrefetch = ({ store }) => [
  prefetchContent(store.dispatch, contentQueries.caseStudies()),
  prefetchContent(store.dispatch, contentQueries.insights(insightsQuery(INITIAL_INSIGHTS))),
];

// Interactive parts of the page (see `@/islands/registry`); the rest is the server's HTML. The
// hero and the hash scroll are not islands: plain scripts on the server's HTML (ENHANCERS).
const Tools = island('home-tools');
const CaseStudies = island('home-case-studies');
const Insights = island('home-insights');

/** The browser hydrates only the page's islands. */
export const islands = true;

/** Home: every section in order; the anchors are on the sections themselves. */
export function Component() {
  const { t } = useTranslation('home');

  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <OrganizationJsonLd />
      <HashScroll />
      <HeroSection />
      <ServicesSection />
      <IndustriesSection />
      <ProcessSection />
      <TechnologiesSection />
      <Tools />
      <CaseStudies />
      <PodcastSection />
      <Insights />
      <ContactSection />
    </>
  );
}
