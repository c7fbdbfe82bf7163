export {
  CaseStudiesSection,
  HashScroll,
  HeroSection,
  IndustriesSection,
  InsightsSection,
  PodcastSection,
  ProcessSection,
  ServicesSection,
  TechnologiesSection,
  ToolsSection,
} from './deferred-sections';
export { useInsightsFilters } from './hooks/use-insights-filters';
export { useHashScroll } from './hooks/use-hash-scroll';
export { INITIAL_INSIGHTS, insightsQuery } from './lib/insights-pager';
