import { LegalPage } from '@/features/legal';

/** /terms */
export function Component() {
  return <LegalPage kind="terms" />;
}
