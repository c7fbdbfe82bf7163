import { LegalPage } from '@/features/legal';

/** The browser hydrates only the page's islands. */
export const islands = true;

/** /terms */
export function Component() {
  return <LegalPage kind="terms" />;
}
