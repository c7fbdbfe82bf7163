import { deferred } from '@/components/deferred';

// Below the hero: each section's code is a chunk of its own, hydrated after the page's first
// hydration (see `deferred`). The server renders them all.
export const HeroSection = deferred(() =>
  import('./components/hero-section').then((m) => m.HeroSection),
);
export const HashScroll = deferred(() =>
  import('./components/hash-scroll').then((m) => m.HashScroll),
);
export const ServicesSection = deferred(() =>
  import('./components/services-section').then((m) => m.ServicesSection),
);
export const IndustriesSection = deferred(() =>
  import('./components/industries-section').then((m) => m.IndustriesSection),
);
export const ProcessSection = deferred(() =>
  import('./components/process-section').then((m) => m.ProcessSection),
);
export const TechnologiesSection = deferred(() =>
  import('./components/technologies-section').then((m) => m.TechnologiesSection),
);
export const ToolsSection = deferred(() =>
  import('./components/tools-section').then((m) => m.ToolsSection),
);
export const CaseStudiesSection = deferred(() =>
  import('./components/case-studies-section').then((m) => m.CaseStudiesSection),
);
export const PodcastSection = deferred(() =>
  import('./components/podcast-section').then((m) => m.PodcastSection),
);
export const InsightsSection = deferred(() =>
  import('./components/insights-section').then((m) => m.InsightsSection),
);
