import { Admin, Resource } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router';
import { auditLog } from './audit-log';
import { authProvider } from './authProvider';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { leads } from './leads';
import { queueJobs } from './queue-jobs';
import { securityEvents } from './security-events';
import { users } from './users';

/** The back office: staff sign in; account managers and admins manage client accounts. */
export function App() {
  // React-admin in a sub-path (its docs): an outer router, and `basename` for its own links and
  // auth redirects; without the outer router the auth redirects left /admin.
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={<BackOffice />} />
      </Routes>
    </BrowserRouter>
  );
}

function BackOffice() {
  return (
    <Admin
      basename="/admin"
      title="Fabrion back office"
      dashboard={Dashboard}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      disableTelemetry
      requireAuth
    >
      {/* Account managers and admins; an editor gets the API's 403 ("No access"), stays signed in. */}
      <Resource name="users" {...users} />
      {/* Operations: leads, security review, audit log, notification queue (operations/access.ts). */}
      <Resource name="leads" {...leads} />
      <Resource name="security-events" {...securityEvents} />
      <Resource name="audit-log" {...auditLog} />
      <Resource name="queue-jobs" {...queueJobs} />
    </Admin>
  );
}
