import { useGetJobsQuery } from '@/features/content/api';
import { OpeningsSection } from '@/features/about/components/openings-section';

/** Island: the job openings (their table and each job's dialog), over the jobs the server fetched. */
export function AboutOpenings() {
  const jobs = useGetJobsQuery();
  return (
    <OpeningsSection jobs={jobs.data} isError={jobs.isError} onRetry={() => void jobs.refetch()} />
  );
}
