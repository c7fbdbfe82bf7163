import {
  Create,
  email,
  maxLength,
  minLength,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  usePermissions,
} from 'react-admin';
import { ROLE_CHOICES } from './choices';

/** A new account; the backend e-mails the invitation in the chosen language. */
export function UserCreate() {
  const { permissions } = usePermissions<string>();
  return (
    <Create redirect="list" title="New account">
      <SimpleForm defaultValues={{ language: 'en', role: 'member' }}>
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
        {permissions === 'admin' && (
          <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
        )}
      </SimpleForm>
    </Create>
  );
}
