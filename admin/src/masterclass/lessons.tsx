import OndemandVideo from '@mui/icons-material/OndemandVideo';
import {
  Create,
  Datagrid,
  Edit,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  regex,
  required,
} from 'react-admin';
import { ConfirmDeleteToolbar, EditTopActions } from '../content/EditActions';
import { text } from '../content/validation';
import { MoveButtons } from './MoveButtons';

const DURATION = [required(), regex(/^\d{1,3}:[0-5]\d(?::[0-5]\d)?$/, 'Like 12:30 or 1:02:30')];
const VIDEO = [
  regex(/^(https:\/\/|\/)\S+$/, 'An https:// or site-relative address'),
  ...text(2048, false),
];

const filters = [
  <ReferenceInput
    key="section"
    source="sectionId"
    reference="masterclass-sections"
    sort={{ field: 'orderIndex', order: 'ASC' }}
    alwaysOn
  >
    <SelectInput optionText="title" label="Section" />
  </ReferenceInput>,
];

export function LessonList() {
  return (
    <List filters={filters} sort={{ field: 'orderIndex', order: 'ASC' }} title="Lessons">
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <ReferenceField source="sectionId" reference="masterclass-sections" label="Section" />
        <NumberField source="orderIndex" label="#" />
        <TextField source="title" />
        <TextField source="duration" sortable={false} />
        <MoveButtons resource="masterclass-lessons" />
      </Datagrid>
    </List>
  );
}

function LessonForm({ edit = false }: { edit?: boolean }) {
  return (
    <SimpleForm toolbar={edit ? <ConfirmDeleteToolbar /> : undefined}>
      <ReferenceInput
        source="sectionId"
        reference="masterclass-sections"
        sort={{ field: 'orderIndex', order: 'ASC' }}
        perPage={100}
      >
        <SelectInput optionText="title" label="Section" validate={required()} />
      </ReferenceInput>
      <TextInput source="title" validate={text(200)} fullWidth />
      <TextInput source="description" validate={text(2000)} multiline fullWidth />
      <TextInput source="duration" validate={DURATION} helperText="Like 12:30" />
      <TextInput source="videoUrl" label="Video URL" validate={VIDEO} fullWidth />
      <TextInput source="thumbnail" validate={text(2048, false)} fullWidth />
      <TextInput
        source="transcript"
        validate={text(100_000, false)}
        multiline
        minRows={6}
        fullWidth
        helperText="What the AI tutor reads and quotes"
      />
    </SimpleForm>
  );
}

export function LessonEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      actions={<EditTopActions />}
      title="Edit lesson"
      redirect={false}
    >
      <LessonForm edit />
    </Edit>
  );
}

export function LessonCreate() {
  return (
    <Create redirect="edit" title="New lesson">
      <LessonForm />
    </Create>
  );
}

/** Lessons with their transcripts; ordered within their section. */
export const masterclassLessons = {
  list: LessonList,
  edit: LessonEdit,
  create: LessonCreate,
  icon: OndemandVideo,
  options: { label: 'Lessons' },
  recordRepresentation: 'title',
};
