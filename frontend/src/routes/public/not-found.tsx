import { NotFoundView } from '@/components/errors/not-found-view';

/** The browser hydrates only the page's islands. */
export const islands = true;

export function Component() {
  return <NotFoundView />;
}
