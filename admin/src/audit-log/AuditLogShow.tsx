import { DateField, Labeled, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { ChangesTable } from './ChangesTable';

export function AuditLogShow() {
  return (
    <Show title="Audit entry">
      <SimpleShowLayout>
        <DateField source="createdAt" label="When" showTime />
        <TextField source="actorEmail" label="Who" emptyText="—" />
        <TextField source="actorRole" label="Role" />
        <TextField source="method" />
        <TextField source="path" label="Request" />
        <TextField source="targetId" label="Target" emptyText="—" />
        <NumberField source="statusCode" label="Answer" />
        <TextField source="ip" label="IP" emptyText="—" />
        <Labeled label="Changes" fullWidth>
          <ChangesTable />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
