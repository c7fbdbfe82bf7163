import ViewList from '@mui/icons-material/ViewList';
import {
  CreateButton,
  Create,
  Edit,
  List,
  ReferenceManyField,
  SimpleForm,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { ConfirmDeleteToolbar, EditTopActions } from '../content/EditActions';
import { text } from '../content/validation';
import { SortableTable } from './SortableTable';

const SECTION_COLUMNS = [
  { source: 'orderIndex', label: '#' },
  { source: 'title', label: 'Title' },
];
const LESSON_COLUMNS = [...SECTION_COLUMNS, { source: 'duration', label: 'Duration' }];

export function SectionList() {
  return (
    <List sort={{ field: 'orderIndex', order: 'ASC' }} title="Masterclass sections" perPage={50}>
      <SortableTable resource="masterclass-sections" columns={SECTION_COLUMNS} />
    </List>
  );
}

function AddLessonButton() {
  const record = useRecordContext<{ id: string }>();
  if (!record) return null;
  return (
    <CreateButton
      resource="masterclass-lessons"
      label="Add lesson"
      state={{ record: { sectionId: record.id } }}
    />
  );
}

export function SectionEdit() {
  return (
    <Edit mutationMode="pessimistic" actions={<EditTopActions />} title="Edit section">
      <SimpleForm toolbar={<ConfirmDeleteToolbar />}>
        <TextInput source="title" validate={text(200)} fullWidth />
        <ReferenceManyField
          reference="masterclass-lessons"
          target="sectionId"
          sort={{ field: 'orderIndex', order: 'ASC' }}
          perPage={100}
          label="Lessons"
        >
          <SortableTable resource="masterclass-lessons" columns={LESSON_COLUMNS} />
        </ReferenceManyField>
        <AddLessonButton />
      </SimpleForm>
    </Edit>
  );
}

export function SectionCreate() {
  return (
    <Create redirect="edit" title="New section">
      <SimpleForm>
        <TextInput source="title" validate={text(200)} fullWidth />
      </SimpleForm>
    </Create>
  );
}

/** The masterclass's sections, in course order, each with its lessons. */
export const masterclassSections = {
  list: SectionList,
  edit: SectionEdit,
  create: SectionCreate,
  icon: ViewList,
  options: { label: 'Masterclass' },
  recordRepresentation: 'title',
};
