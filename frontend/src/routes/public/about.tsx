import type { RoutePrefetch } from '@/app/route-prefetch';
import { JobPostingsJsonLd } from '@/components/seo/job-postings-json-ld';
import { AboutPage } from '@/features/about';
import {
  contentQueries,
  prefetchContent,
  useGetClientLogosQuery,
  useGetJobsQuery,
} from '@/features/content/api';

export const prefetch: RoutePrefetch = ({ store }) => [
  prefetchContent(store.dispatch, contentQueries.jobs()),
  prefetchContent(store.dispatch, contentQueries.clientLogos()),
];

/** The browser hydrates only the page's islands. */
export const islands = true;

/** /about: the About page, fed by the client logos and job openings of the content API. */
export function Component() {
  const logos = useGetClientLogosQuery();
  const jobs = useGetJobsQuery();
  return (
    <>
      <JobPostingsJsonLd jobs={jobs.data} />
      <AboutPage logos={logos.data} />
    </>
  );
}
