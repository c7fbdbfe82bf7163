import '@/app/member-api';
import { LoginPage } from '@/features/auth';

export function Component() {
  return <LoginPage />;
}
