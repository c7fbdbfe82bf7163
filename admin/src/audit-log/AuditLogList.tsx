import {
  ChipField,
  Datagrid,
  DateField,
  DateTimeInput,
  FunctionField,
  SimpleList,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { ExportableList } from '../operations/ExportableList';
import type { AuditChange } from './ChangesTable';

const METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'].map((id) => ({ id, name: id }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Route or path" />,
  <SelectInput key="method" source="method" choices={METHODS} />,
  <TextInput key="entity" source="entity" label="Table changed" />,
  <TextInput key="actorId" source="actorId" label="Actor id" />,
  <DateTimeInput key="from" source="from" label="From" />,
  <DateTimeInput key="to" source="to" label="To" />,
];

/** Every staff write: who, what, when; a row opens its before/after. */
export function AuditLogList() {
  return (
    <ExportableList
      filters={filters}
      csvPath="/api/admin/audit-log/export.csv"
      title="Audit log"
      narrow={
        <SimpleList<{
          id: string;
          method: string;
          route: string;
          actorEmail: string | null;
          createdAt: string;
        }>
          primaryText={(entry) => `${entry.method} ${entry.route}`}
          secondaryText={(entry) => entry.actorEmail ?? 'unknown'}
          tertiaryText={(entry) => new Date(entry.createdAt).toLocaleString()}
          linkType="show"
        />
      }
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" label="When" showTime />
        <TextField source="actorEmail" label="Who" sortable={false} emptyText="—" />
        <ChipField source="actorRole" label="Role" />
        <TextField source="method" />
        <TextField source="route" label="What" />
        <TextField source="targetId" label="Target" sortable={false} emptyText="—" />
        <FunctionField<{ changes: AuditChange[] }>
          label="Records changed"
          render={(entry) => entry.changes.length}
        />
      </Datagrid>
    </ExportableList>
  );
}
