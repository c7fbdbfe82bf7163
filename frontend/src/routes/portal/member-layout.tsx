import '@/app/member-api';
import { useCallback } from 'react';
import { useToast } from '@/components/ui/toast';
import { assessmentAuthNotice } from '@/features/assessments/auth-notice';
import { MemberLayout, RequireAuth } from '@/features/portal';
import { useTranslation } from '@/lib/i18n';

/** Every member page: session required, then the shared layout. */
export function Component() {
  const { i18n } = useTranslation();
  const { toast } = useToast();
  // The scorecard and the assessment pages say why the visitor lands on the sign-in page.
  const onDenied = useCallback(
    async (pathname: string) => {
      const notice = await assessmentAuthNotice(pathname, i18n);
      if (notice) toast({ ...notice, variant: 'destructive' });
    },
    [i18n, toast],
  );
  return (
    <RequireAuth onDenied={onDenied}>
      <MemberLayout />
    </RequireAuth>
  );
}
