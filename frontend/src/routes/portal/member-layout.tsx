import '@/app/member-api';
import { MemberLayout, RequireAuth } from '@/features/portal';

/** Every member page: session required, then the shared layout. */
export function Component() {
  return (
    <RequireAuth>
      <MemberLayout />
    </RequireAuth>
  );
}
