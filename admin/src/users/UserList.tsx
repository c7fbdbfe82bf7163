import {
  ChipField,
  Datagrid,
  DateField,
  EmailField,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  usePermissions,
  SimpleList,
} from 'react-admin';
import { useIsPhone } from '../content/useIsPhone';
import { AccountActions } from './AccountActions';
import { LAST_SIGN_IN_CHOICES, ROLE_CHOICES, STATUS_CHOICES } from './choices';

/** Accounts: search by e-mail or name, filter by status, last sign-in (and role, for admins). */
export function UserList() {
  const { permissions } = usePermissions<string>();
  const isPhone = useIsPhone();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search e-mail or name" />,
    <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
    <SelectInput
      key="lastSignIn"
      source="lastSignIn"
      label="Last sign-in"
      choices={LAST_SIGN_IN_CHOICES}
      alwaysOn
    />,
    ...(permissions === 'admin'
      ? [<SelectInput key="role" source="role" choices={ROLE_CHOICES} />]
      : []),
  ];
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} title="Accounts">
      {isPhone ? (
        <SimpleList
          primaryText={(record) => record.email}
          secondaryText={(record) => `${record.role} · ${record.status}`}
          linkType="show"
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show">
          <EmailField source="email" />
          <TextField source="profile.fullName" label="Full name" sortable={false} />
          <TextField source="role" />
          <ChipField source="status" />
          <DateField source="lastSignInAt" label="Last sign-in" showTime emptyText="never" />
          <DateField source="createdAt" label="Created" />
          <FunctionField label="Actions" render={() => <AccountActions />} />
        </Datagrid>
      )}
    </List>
  );
}
