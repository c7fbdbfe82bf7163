import { Admin, Resource } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router';
import { auditLog } from './audit-log';
import { authProvider } from './authProvider';
import { caseStudies } from './case-studies';
import { clientLogos } from './client-logos';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { jobs } from './jobs';
import { posts } from './posts';
import { leads } from './leads';
import { masterclassLessons } from './masterclass/lessons';
import { masterclassSections } from './masterclass/sections';
import { resources } from './resources';
import { queueJobs } from './queue-jobs';
import { securityEvents } from './security-events';
import { users } from './users';

/** The back office: account managers and admins manage accounts; editors and admins the content. */
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
      {/* Menus and pages mirror the server's roles (access.ts, authProvider.canAccess). */}
      <Resource name="users" {...users} />
      <Resource name="posts" {...posts} />
      <Resource name="case-studies" {...caseStudies} />
      <Resource name="jobs" {...jobs} />
      <Resource name="client-logos" {...clientLogos} />
      <Resource name="resources" {...resources} />
      <Resource name="masterclass-sections" {...masterclassSections} />
      <Resource name="masterclass-lessons" {...masterclassLessons} />
      {/* Operations: leads, security review, audit log, notification queue (operations/access.ts). */}
      <Resource name="leads" {...leads} />
      <Resource name="security-events" {...securityEvents} />
      <Resource name="audit-log" {...auditLog} />
      <Resource name="queue-jobs" {...queueJobs} />
    </Admin>
  );
}
