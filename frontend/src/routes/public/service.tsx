import { useParams } from 'react-router';
import { NotFoundView } from '@/components/errors/not-found-view';
import { isServiceSlug } from '@/config/services';
import { ServicePage } from '@/features/services';

/** /services/:service, one of the eight slugs; any other slug is the 404 view. */
export function Component() {
  const { service } = useParams();
  if (!isServiceSlug(service)) return <NotFoundView />;
  return <ServicePage key={service} slug={service} />;
}
