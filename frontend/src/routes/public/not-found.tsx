import { NotFoundView } from '@/components/errors/not-found-view';

export function Component() {
  return <NotFoundView />;
}
