import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { RoutePrefetch } from '@/app/route-prefetch';
import { JobPostingsJsonLd } from '@/components/seo/json-ld';
import { PageMeta } from '@/components/seo/page-meta';
import { contentApi, useGetJobsQuery } from '@/features/content/api';

export const prefetch: RoutePrefetch = ({ store }) => [
  store.dispatch(contentApi.endpoints.getJobs.initiate()),
];

export function Component() {
  const jobs = useGetJobsQuery();
  return (
    <Container sx={{ py: 8 }}>
      <PageMeta title="About" description="Fabrion IoT, AI & Data Solutions." />
      <JobPostingsJsonLd jobs={jobs.data} />
      <Typography variant="h1">About</Typography>
    </Container>
  );
}
