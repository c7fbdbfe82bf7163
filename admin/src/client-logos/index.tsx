import Business from '@mui/icons-material/Business';
import { Create, Edit, TextField, TextInput } from 'react-admin';
import { EditTopActions } from '../content/EditActions';
import { PlacedContentForm, PlacedContentList } from '../content/PlacedContent';
import { text } from '../content/validation';

function LogoForm({ edit = false }: { edit?: boolean }) {
  return (
    <PlacedContentForm edit={edit}>
      <TextInput source="name" validate={text(120)} fullWidth />
      <TextInput
        source="logoPath"
        label="Logo"
        validate={text(500)}
        helperText="clients/<file> in the about-us bucket, or an https:// address"
        fullWidth
      />
    </PlacedContentForm>
  );
}

export const clientLogos = {
  list: () => (
    <PlacedContentList title="Client logos">
      <TextField source="name" />
      <TextField source="logoPath" label="Logo" />
    </PlacedContentList>
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
