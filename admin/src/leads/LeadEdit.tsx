import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useFormContext } from 'react-hook-form';
import {
  Button,
  DateField,
  Edit,
  EmailField,
  Labeled,
  maxLength,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  useGetIdentity,
  useRecordContext,
} from 'react-admin';
import { LEAD_STATUS_CHOICES, type LeadRecord } from './choices';
import { ReleaseButton } from './ReleaseButton';

/** Only what staff may change goes back (the API refuses any other field). */
const transform = (data: LeadRecord) => ({
  status: data.status,
  ownerId: data.ownerId ?? null,
  notes: data.notes ?? null,
});

function AssignToMe() {
  const { identity } = useGetIdentity();
  const { setValue, watch } = useFormContext();
  const record = useRecordContext<LeadRecord>();
  const ownerId = watch('ownerId') as string | null;
  const owner =
    ownerId === null || ownerId === undefined
      ? 'Nobody yet'
      : ownerId === identity?.id
        ? 'You'
        : (record?.ownerEmail ?? ownerId);
  return (
    <Labeled label="Owner">
      <span>
        {owner}{' '}
        {identity && ownerId !== identity.id && (
          <Button
            label="Assign to me"
            onClick={() => setValue('ownerId', identity.id, { shouldDirty: true })}
          />
        )}
      </span>
    </Labeled>
  );
}

function Submission() {
  return (
    <Grid container spacing={2} sx={{ mb: 2, width: '100%' }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Labeled label="Received">
          <DateField source="createdAt" showTime />
        </Labeled>
        <Labeled label="Name">
          <TextField source="name" />
        </Labeled>
        <Labeled label="E-mail">
          <EmailField source="email" />
        </Labeled>
        <Labeled label="Phone">
          <TextField source="phone" emptyText="—" />
        </Labeled>
        <Labeled label="Company">
          <TextField source="company" emptyText="—" />
        </Labeled>
        <Labeled label="Interest">
          <TextField source="interest" />
        </Labeled>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="subtitle2">First touch</Typography>
        {(
          [
            ['utmSource', 'UTM source'],
            ['utmMedium', 'UTM medium'],
            ['utmCampaign', 'UTM campaign'],
            ['utmTerm', 'UTM term'],
            ['utmContent', 'UTM content'],
            ['referrer', 'Referrer'],
            ['landingPage', 'Landing page'],
          ] as const
        ).map(([source, label]) => (
          <Labeled key={source} label={label}>
            <TextField source={source} emptyText="—" />
          </Labeled>
        ))}
      </Grid>
      <Grid size={12}>
        <Labeled label="Message">
          <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        </Labeled>
      </Grid>
    </Grid>
  );
}

function LeadToolbar() {
  const record = useRecordContext<LeadRecord>();
  const flagged = record?.spam && !record.releasedAt;
  return <Toolbar>{flagged ? <ReleaseButton /> : <SaveButton />}</Toolbar>;
}

export function LeadEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={transform} redirect={false} title="Lead">
      <SimpleForm toolbar={<LeadToolbar />}>
        <Submission />
        <SelectInput source="status" choices={LEAD_STATUS_CHOICES} validate={required()} />
        <AssignToMe />
        <TextInput
          source="notes"
          multiline
          minRows={3}
          fullWidth
          validate={maxLength(5000, 'Notes must be at most 5000 characters.')}
        />
      </SimpleForm>
    </Edit>
  );
}
