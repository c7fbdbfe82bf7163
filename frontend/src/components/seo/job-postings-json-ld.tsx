import type { JobOpening } from '@fabrion/shared';
import { useSite } from '@/app/site-context';
import { JsonLd } from './json-ld';
import { jobPostingData } from './job-posting-data';

/** One JobPosting per opening, on the About page (nothing while the openings load). */
export function JobPostingsJsonLd({ jobs }: { jobs: JobOpening[] | undefined }) {
  const { publicUrl } = useSite();
  if (!jobs?.length) return null;
  return <JsonLd data={jobs.map((job) => jobPostingData(publicUrl, job))} />;
}
