import { LegalPage } from '@/features/legal';

/** /cookie-policy */
export function Component() {
  return <LegalPage kind="cookies" />;
}
