import Work from '@mui/icons-material/Work';
import { Create, Edit, TextField, TextInput } from 'react-admin';
import { EditTopActions } from '../content/EditActions';
import { LinesInput } from '../content/LinesInput';
import { PlacedContentForm, PlacedContentList } from '../content/PlacedContent';
import { slug, text } from '../content/validation';

function JobForm({ edit = false }: { edit?: boolean }) {
  return (
    <PlacedContentForm
      edit={edit}
      defaultValues={{ responsibilities: [], requirements: [], languages: [] }}
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
    </PlacedContentForm>
  );
}

export const jobs = {
  list: () => (
    <PlacedContentList title="Job openings">
      <TextField source="title" />
      <TextField source="department" />
    </PlacedContentList>
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
