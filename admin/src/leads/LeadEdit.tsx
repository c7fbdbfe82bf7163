import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  Button,
  Edit,
  maxLength,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
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

/** A read-only value with its label, stacked. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography
        variant="body2"
        component="div"
        sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        {children || '—'}
      </Typography>
    </Box>
  );
}

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
    <Field label="Owner">
      {owner}{' '}
      {identity && ownerId !== identity.id && (
        <Button
          label="Assign to me"
          onClick={() => setValue('ownerId', identity.id, { shouldDirty: true })}
        />
      )}
    </Field>
  );
}

const SOURCES = [
  ['utmSource', 'UTM source'],
  ['utmMedium', 'UTM medium'],
  ['utmCampaign', 'UTM campaign'],
  ['utmTerm', 'UTM term'],
  ['utmContent', 'UTM content'],
  ['referrer', 'Referrer'],
  ['landingPage', 'Landing page'],
] as const;

function Submission() {
  const lead = useRecordContext<LeadRecord>();
  if (!lead) return null;
  return (
    <Grid container spacing={2} sx={{ mb: 1, width: '100%' }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          Submission
        </Typography>
        <Field label="Received">{new Date(lead.createdAt).toLocaleString()}</Field>
        <Field label="Name">{lead.name}</Field>
        <Field label="E-mail">
          <Link href={`mailto:${lead.email}`}>{lead.email}</Link>
        </Field>
        <Field label="Phone">{lead.phone}</Field>
        <Field label="Company">{lead.company}</Field>
        <Field label="Interest">{lead.interest}</Field>
        {lead.spam && (
          <Field label="Spam">
            {lead.releasedAt
              ? `Released ${new Date(lead.releasedAt).toLocaleString()}`
              : `Flagged (${lead.spamReason})`}
          </Field>
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          First touch
        </Typography>
        {SOURCES.map(([source, label]) => (
          <Field key={source} label={label}>
            {lead[source]}
          </Field>
        ))}
      </Grid>
      <Grid size={12}>
        <Field label="Message">{lead.message}</Field>
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
