import { Admin } from 'react-admin';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';

/** The back office: account managers, editors and ops work here (resources are added per issue). */
export function App() {
  return (
    <Admin
      basename="/admin"
      title="Fabrion back office"
      dashboard={Dashboard}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      disableTelemetry
      requireAuth={false}
    />
  );
}
