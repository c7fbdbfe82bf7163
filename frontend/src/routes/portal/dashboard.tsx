import { CourseProgressTile } from '@/features/masterclass';
import { DashboardPage } from '@/features/portal';

export function Component() {
  return <DashboardPage tileExtras={{ '/masterclass': <CourseProgressTile /> }} />;
}
