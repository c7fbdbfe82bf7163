import { LoginPage } from '@/features/auth';

export function Component() {
  return <LoginPage />;
}
