import { LegalPage } from '@/features/legal';

/** /privacy-policy */
export function Component() {
  return <LegalPage kind="privacy" />;
}
