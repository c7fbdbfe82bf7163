import '@/app/member-api';
import { SolutionsPage } from '@/features/ai-tools';

export function Component() {
  return <SolutionsPage />;
}
