import { useGetInsightsQuery } from '@/features/content/api';
import { InsightsSection } from '@/features/home/components/insights-section';
import { useInsightsFilters } from '@/features/home/hooks/use-insights-filters';

/** Island: the home page's insights, with their tabs, search and pages. */
export function HomeInsights() {
  const insightsFilters = useInsightsFilters();
  const insights = useGetInsightsQuery(insightsFilters.query);
  return (
    <InsightsSection
      {...insightsFilters}
      data={insights.data}
      isError={insights.isError}
      onRetry={() => void insights.refetch()}
    />
  );
}
