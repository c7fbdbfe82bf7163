import '@/app/member-api';
import { ResetPasswordPage } from '@/features/auth';

export function Component() {
  return <ResetPasswordPage />;
}
