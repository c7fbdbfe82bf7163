import '@/app/member-api';
import { PromptsPage } from '@/features/ai-tools';

export function Component() {
  return <PromptsPage />;
}
