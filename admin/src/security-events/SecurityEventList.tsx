import {
  ChipField,
  Datagrid,
  DateField,
  DateTimeInput,
  SimpleList,
  SelectInput,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { ExportableList } from '../operations/ExportableList';

const TYPES = [
  'session_start',
  'session_timeout',
  'admin_action',
  'suspicious_activity',
  'login_failure',
  'access_denied',
  'rate_limited',
  'password_change',
  'password_reset',
  'account_setup',
  'logout',
].map((id) => ({ id, name: id.replace(/_/g, ' ') }));

const OUTCOMES = ['success', 'failure', 'denied', 'limited'].map((id) => ({ id, name: id }));

const filters = [
  <SelectInput key="eventType" source="eventType" label="Type" choices={TYPES} alwaysOn />,
  <TextInput key="user" source="user" label="User e-mail" alwaysOn />,
  <TextInput key="ip" source="ip" label="IP (prefix)" />,
  <SelectInput key="outcome" source="outcome" choices={OUTCOMES} />,
  <DateTimeInput key="from" source="from" label="From" />,
  <DateTimeInput key="to" source="to" label="To" />,
];

/** The event's details (what the recording module wrote), one line per key. */
function Details() {
  const record = useRecordContext<{ details: Record<string, unknown>; userAgent: string | null }>();
  if (!record) return null;
  return (
    <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
      {JSON.stringify({ ...record.details, userAgent: record.userAgent }, null, 2)}
    </pre>
  );
}

/** The security log for admins: type, user, IP and time filters; CSV of the filtered rows. */
export function SecurityEventList() {
  return (
    <ExportableList
      filters={filters}
      csvPath="/api/admin/security-events/export.csv"
      title="Security events"
      narrow={
        <SimpleList<{
          id: string;
          eventType: string;
          outcome: string;
          userEmail: string | null;
          ip: string | null;
          createdAt: string;
        }>
          primaryText={(event) => `${event.eventType} (${event.outcome})`}
          secondaryText={(event) => `${event.userEmail ?? 'unknown user'} · ${event.ip ?? 'no IP'}`}
          tertiaryText={(event) => new Date(event.createdAt).toLocaleString()}
          linkType={false}
        />
      }
    >
      <Datagrid rowClick="expand" expand={<Details />} bulkActionButtons={false}>
        <DateField source="createdAt" label="At" showTime />
        <ChipField source="eventType" label="Type" />
        <TextField source="outcome" />
        <TextField source="userEmail" label="User" sortable={false} emptyText="—" />
        <TextField source="ip" label="IP" emptyText="—" />
      </Datagrid>
    </ExportableList>
  );
}
