import '@/app/member-api';
import { useParams } from 'react-router';
import { ResourceDetailPage, ResourcesPage } from '@/features/resources';

/** `/dashboard-resources` and `/dashboard-resources/:id` (the id is the resource's slug). */
export function Component() {
  const { id } = useParams();
  return id ? <ResourceDetailPage key={id} slug={id} /> : <ResourcesPage />;
}
