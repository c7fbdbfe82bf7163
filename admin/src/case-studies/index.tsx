import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import {
  Create,
  Datagrid,
  DateField,
  Edit,
  List,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { contentFilters } from '../content/ContentFilters';
import { ConfirmDeleteToolbar, EditTopActions } from '../content/EditActions';
import { LinesInput } from '../content/LinesInput';
import { PublishInputs, StatusField } from '../content/PublishInputs';
import { slug, text } from '../content/validation';

function CaseStudyForm({ edit = false }: { edit?: boolean }) {
  return (
    <SimpleForm
      toolbar={edit ? <ConfirmDeleteToolbar /> : undefined}
      defaultValues={{ published: false, results: [], technologies: [] }}
    >
      <TextInput source="title" validate={text(200)} fullWidth />
      <TextInput
        source="caseId"
        label="Address key"
        validate={slug(120)}
        helperText="The address /case-studies/<key>. Changing it keeps the old address working (301)."
        fullWidth
      />
      <TextInput source="client" validate={text(200)} fullWidth />
      <TextInput source="category" validate={text(80)} />
      <TextInput source="description" validate={text(2000)} multiline fullWidth />
      <TextInput source="challenge" validate={text(10000)} multiline fullWidth />
      <TextInput source="solution" validate={text(10000)} multiline fullWidth />
      <LinesInput source="results" label="Results" max={500} />
      <LinesInput source="technologies" label="Technologies" max={80} />
      <TextInput source="image" validate={text(500, false)} fullWidth />
      <PublishInputs />
    </SimpleForm>
  );
}

export const caseStudies = {
  list: () => (
    <List
      filters={contentFilters}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      title="Case studies"
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" />
        <TextField source="client" />
        <StatusField />
        <DateField source="publishAt" label="Publish at" showTime emptyText="-" />
        <DateField source="updatedAt" label="Changed" showTime />
      </Datagrid>
    </List>
  ),
  edit: () => (
    <Edit mutationMode="pessimistic" actions={<EditTopActions preview="case-studies" />}>
      <CaseStudyForm edit />
    </Edit>
  ),
  create: () => (
    <Create redirect="edit">
      <CaseStudyForm />
    </Create>
  ),
  icon: WorkspacePremium,
  options: { label: 'Case studies' },
};
