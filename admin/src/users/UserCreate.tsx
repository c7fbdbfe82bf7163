import {
  Create,
  email,
  maxLength,
  minLength,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';

/** A new client account; the backend e-mails the invitation in the chosen language. */
export function UserCreate() {
  return (
    <Create redirect="list" title="New client account">
      <SimpleForm defaultValues={{ language: 'en' }}>
        <TextInput source="email" type="email" validate={[required(), email()]} fullWidth />
        <TextInput
          source="fullName"
          label="Full name"
          validate={[
            required(),
            minLength(2, 'Full name must be at least 2 characters.'),
            maxLength(100, 'Full name must be less than 100 characters.'),
          ]}
          fullWidth
        />
        <SelectInput
          source="language"
          choices={[
            { id: 'en', name: 'English' },
            { id: 'es', name: 'Español' },
            { id: 'de', name: 'Deutsch' },
          ]}
        />
      </SimpleForm>
    </Create>
  );
}
