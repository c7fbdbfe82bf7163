import { useGetCaseStudiesQuery } from '@/features/content/api';
import { CaseStudyCard } from '@/features/content/components/deferred-cards';
import { CaseStudiesSection } from '@/features/home/components/case-studies-section';

/** Island: the home page's case-study carousel over the studies the server fetched. */
export function HomeCaseStudies() {
  const caseStudies = useGetCaseStudiesQuery();
  return (
    <CaseStudiesSection
      status={caseStudies.data ? 'ready' : caseStudies.isError ? 'error' : 'loading'}
      onRetry={() => void caseStudies.refetch()}
    >
      {caseStudies.data?.map((study) => (
        <CaseStudyCard key={study.id} study={study} />
      ))}
    </CaseStudiesSection>
  );
}
