import Business from '@mui/icons-material/Business';
import {
  Create,
  Datagrid,
  Edit,
  List,
  NumberField,
  NumberInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { contentFilters } from '../content/ContentFilters';
import { ConfirmDeleteToolbar, EditTopActions } from '../content/EditActions';
import { PublishInputs, StatusField } from '../content/PublishInputs';
import { text } from '../content/validation';

function LogoForm({ edit = false }: { edit?: boolean }) {
  return (
    <SimpleForm
      toolbar={edit ? <ConfirmDeleteToolbar /> : undefined}
      defaultValues={{ published: false, position: 0 }}
    >
      <TextInput source="name" validate={text(120)} fullWidth />
      <TextInput
        source="logoPath"
        label="Logo"
        validate={text(500)}
        helperText="clients/<file> in the about-us bucket, or an https:// address"
        fullWidth
      />
      <NumberInput source="position" min={0} step={1} />
      <PublishInputs />
    </SimpleForm>
  );
}

export const clientLogos = {
  list: () => (
    <List filters={contentFilters} sort={{ field: 'position', order: 'ASC' }} title="Client logos">
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="logoPath" label="Logo" />
        <StatusField />
        <NumberField source="position" />
      </Datagrid>
    </List>
  ),
  edit: () => (
    <Edit mutationMode="pessimistic" actions={<EditTopActions />}>
      <LogoForm edit />
    </Edit>
  ),
  create: () => (
    <Create redirect="list">
      <LogoForm />
    </Create>
  ),
  icon: Business,
  options: { label: 'Client logos' },
};
