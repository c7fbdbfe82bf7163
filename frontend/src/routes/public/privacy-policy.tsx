import { LegalPage } from '@/features/legal';

/** The browser hydrates only the page's islands. */
export const islands = true;

/** /privacy-policy */
export function Component() {
  return <LegalPage kind="privacy" />;
}
