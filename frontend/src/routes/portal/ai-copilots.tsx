import '@/app/member-api';
import { CopilotsPage } from '@/features/ai-tools';

export function Component() {
  return <CopilotsPage />;
}
