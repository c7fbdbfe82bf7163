import '@/app/member-api';
import { useLocation, useParams } from 'react-router';
import { CopilotsPage, PromptsPage, SolutionsPage } from '@/features/ai-tools';
import { ResourceDetailPage, ResourcesPage } from '@/features/resources';

/**
 * The member library: `/dashboard-resources`, `/dashboard-resources/:id` (the id is the slug) and
 * the three AI pages. One route module, so that the route table (in every page's first load)
 * grows by one lazy import only.
 */
export function Component() {
  const { pathname } = useLocation();
  const { id } = useParams();
  if (pathname.startsWith('/ai-copilots')) return <CopilotsPage />;
  if (pathname.startsWith('/ai-solutions')) return <SolutionsPage />;
  if (pathname.startsWith('/ai-prompts')) return <PromptsPage />;
  return id ? <ResourceDetailPage key={id} slug={id} /> : <ResourcesPage />;
}
