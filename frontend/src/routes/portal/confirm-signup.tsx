import '@/app/member-api';
import { ConfirmSignupPage } from '@/features/auth';

export function Component() {
  return <ConfirmSignupPage />;
}
