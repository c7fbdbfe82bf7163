import { DashboardPage } from '@/features/portal';

export function Component() {
  return <DashboardPage />;
}
