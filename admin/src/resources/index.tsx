import LibraryBooks from '@mui/icons-material/LibraryBooks';
import {
  Create,
  Datagrid,
  DateField,
  Edit,
  List,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  regex,
  required,
} from 'react-admin';
import { ConfirmDeleteToolbar, EditTopActions } from '../content/EditActions';
import { useIsPhone } from '../content/useIsPhone';
import { slug, text } from '../content/validation';
import { ResourceFileInput } from './ResourceFileInput';

const CATEGORIES = ['Case Study', 'Flyer', 'Canvas'].map((name) => ({ id: name, name }));
const DATE = [required(), regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD')];

const filters = [
  <TextInput key="q" source="q" label="Search" alwaysOn />,
  <SelectInput key="category" source="category" choices={CATEGORIES} />,
];

export function ResourceList() {
  const isPhone = useIsPhone();
  return (
    <List filters={filters} sort={{ field: 'date', order: 'DESC' }} title="Resources">
      {isPhone ? (
        <SimpleList
          primaryText={(record) => record.title}
          secondaryText={(record) => `${record.category} · ${record.fileUrl ?? 'no file'}`}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="title" />
          <TextField source="category" />
          <DateField source="date" />
          <TextField source="fileUrl" label="File" emptyText="-" />
        </Datagrid>
      )}
    </List>
  );
}

function ResourceForm({ edit = false }: { edit?: boolean }) {
  return (
    <SimpleForm
      toolbar={edit ? <ConfirmDeleteToolbar /> : undefined}
      defaultValues={{ category: 'Canvas', date: new Date().toISOString().slice(0, 10) }}
    >
      <TextInput source="title" validate={text(200)} fullWidth />
      <TextInput
        source="slug"
        validate={slug(160)}
        fullWidth
        helperText="Its address in the member library"
      />
      <SelectInput source="category" choices={CATEGORIES} validate={required()} />
      <TextInput source="date" validate={DATE} helperText="YYYY-MM-DD" />
      <TextInput source="excerpt" validate={text(2000)} multiline fullWidth />
      <TextInput source="image" validate={text(500, false)} fullWidth />
      <TextInput
        source="content"
        label="Body (HTML)"
        validate={text(100_000, false)}
        multiline
        minRows={4}
        fullWidth
      />
      {edit ? <ResourceFileInput /> : null}
    </SimpleForm>
  );
}

export function ResourceEdit() {
  return (
    <Edit mutationMode="pessimistic" actions={<EditTopActions />} title="Edit resource">
      <ResourceForm edit />
    </Edit>
  );
}

export function ResourceCreate() {
  return (
    <Create redirect="edit" title="New resource">
      <ResourceForm />
    </Create>
  );
}

/** The member library for editors: records and their files (uploaded on the edit page). */
export const resources = {
  list: ResourceList,
  edit: ResourceEdit,
  create: ResourceCreate,
  icon: LibraryBooks,
  options: { label: 'Resources' },
};
