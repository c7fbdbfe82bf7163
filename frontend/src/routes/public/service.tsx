import { useParams } from 'react-router';
import type { RoutePrefetch } from '@/app/route-prefetch';
import { NotFoundView } from '@/components/errors/not-found-view';
import { isServiceSlug } from '@fabrion/shared';
import { island } from '@/islands/island';

/** The service page's cards (details, edit mode): an island. */
const ServicePage = island('service-page');

/**
 * A service page has no data to load; an unknown slug answers like a query that found nothing,
 * so server rendering sends it with HTTP 404.
 */
export const prefetch: RoutePrefetch = ({ params }) =>
  isServiceSlug(params.service) ? [] : [Promise.resolve({ error: { status: 404 } })];

/** The browser hydrates only the page's islands. */
export const islands = true;

/** /services/:service, one of the eight slugs; any other slug is the 404 view. */
export function Component() {
  const { service } = useParams();
  if (!isServiceSlug(service)) return <NotFoundView />;
  return <ServicePage key={service} slug={service} />;
}
