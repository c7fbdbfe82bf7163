import Button from '@mui/material/Button';
import {
  ChipField,
  Datagrid,
  DateField,
  EmailField,
  FunctionField,
  List,
  SearchInput,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { getToken } from '../session';

interface UserRecord {
  id: string;
  status: string;
}

function ActionButton({ action, label, when }: { action: string; label: string; when: string }) {
  const record = useRecordContext<UserRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || record.status !== when) return null;
  const run = async () => {
    const response = await fetch(`/api/admin/users/${record.id}/${action}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${getToken()}` },
    });
    if (response.ok) notify(`${label}: done`, { type: 'success' });
    else
      notify(((await response.json()) as { message?: string }).message ?? 'Error', {
        type: 'error',
      });
    refresh();
  };
  return (
    <Button size="small" onClick={(event) => (event.stopPropagation(), void run())}>
      {label}
    </Button>
  );
}

export function UserList() {
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <EmailField source="email" />
        <TextField source="profile.fullName" label="Full name" sortable={false} />
        <TextField source="role" />
        <ChipField source="status" />
        <DateField source="createdAt" label="Created" />
        <FunctionField
          label="Actions"
          render={() => (
            <ActionButton action="resend-invitation" label="Resend invitation" when="invited" />
          )}
        />
        <FunctionField
          label=""
          render={() => <ActionButton action="disable" label="Disable" when="active" />}
        />
      </Datagrid>
    </List>
  );
}
