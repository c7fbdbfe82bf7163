import Work from '@mui/icons-material/Work';
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
import { LinesInput } from '../content/LinesInput';
import { PublishInputs, StatusField } from '../content/PublishInputs';
import { slug, text } from '../content/validation';

function JobForm({ edit = false }: { edit?: boolean }) {
  return (
    <SimpleForm
      toolbar={edit ? <ConfirmDeleteToolbar /> : undefined}
      defaultValues={{
        published: false,
        position: 0,
        responsibilities: [],
        requirements: [],
        languages: [],
      }}
    >
      <TextInput source="id" label="Key" validate={slug(80)} disabled={edit} />
      <TextInput source="title" validate={text(200)} fullWidth />
      <TextInput source="location" validate={text(120)} />
      <TextInput source="emoji" validate={text(16)} />
      <TextInput source="department" validate={text(120)} />
      <TextInput source="experienceLevel" label="Experience level" validate={text(80)} />
      <TextInput source="contractType" label="Contract type" validate={text(80)} />
      <TextInput source="description" validate={text(5000)} multiline fullWidth />
      <LinesInput source="responsibilities" label="Responsibilities" max={500} />
      <LinesInput source="requirements" label="Requirements" max={500} />
      <LinesInput source="languages" label="Languages" max={40} />
      <NumberInput source="position" min={0} step={1} />
      <PublishInputs />
    </SimpleForm>
  );
}

export const jobs = {
  list: () => (
    <List filters={contentFilters} sort={{ field: 'position', order: 'ASC' }} title="Job openings">
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" />
        <TextField source="department" />
        <StatusField />
        <NumberField source="position" />
      </Datagrid>
    </List>
  ),
  edit: () => (
    <Edit mutationMode="pessimistic" actions={<EditTopActions />}>
      <JobForm edit />
    </Edit>
  ),
  create: () => (
    <Create redirect="list">
      <JobForm />
    </Create>
  ),
  icon: Work,
  options: { label: 'Job openings' },
};
