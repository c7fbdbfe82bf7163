export { DashboardPage } from './components/dashboard-page';
export { MemberLayout } from './components/member-layout';
export { RequireAuth } from './components/require-auth';
