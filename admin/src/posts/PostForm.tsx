import { BooleanInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { ConfirmDeleteToolbar } from '../content/EditActions';
import { PublishInputs } from '../content/PublishInputs';
import { RichTextInput } from '../content/RichTextInput';
import { slug, text } from '../content/validation';

const CATEGORIES = [
  { id: 'ai', name: 'AI' },
  { id: 'automation', name: 'Automation' },
  { id: 'strategy', name: 'Strategy' },
  { id: 'innovation', name: 'Innovation' },
];

/** The public site's blog post fields, with the server's limits. */
export function PostForm({ edit = false }: { edit?: boolean }) {
  return (
    <SimpleForm
      toolbar={edit ? <ConfirmDeleteToolbar /> : undefined}
      defaultValues={{ category: 'ai', published: false, hasAudio: false }}
    >
      <TextInput source="title" validate={text(200)} fullWidth />
      <TextInput
        source="slug"
        validate={slug(160)}
        fullWidth
        helperText="The address /blog/<slug>. Changing it keeps the old address working (301)."
      />
      <TextInput source="date" validate={text(40)} helperText="For example March 4, 2025" />
      <TextInput source="excerpt" validate={text(1000)} multiline fullWidth />
      <TextInput source="image" validate={text(500, false)} fullWidth />
      <SelectInput source="category" choices={CATEGORIES} />
      <TextInput source="readTime" label="Read time" validate={text(30)} />
      <TextInput source="author" validate={text(120)} />
      <TextInput source="authorRole" label="Author role" validate={text(120)} />
      <BooleanInput source="hasAudio" label="Has audio" />
      <TextInput
        source="audioUrl"
        label="Audio player embed"
        validate={text(4000, false)}
        fullWidth
      />
      <RichTextInput source="content" label="Body" isRequired />
      <PublishInputs />
    </SimpleForm>
  );
}
