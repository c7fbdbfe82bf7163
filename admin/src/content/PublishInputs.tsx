import Typography from '@mui/material/Typography';
import { BooleanInput, ChipField, DateTimeInput } from 'react-admin';

/** ISO date-time from the picker's local value; empty means "publish at once". */
export const toIso = (value: string | Date | null | undefined): string | null =>
  value ? new Date(value).toISOString() : null;

/** Draft → published, and an optional time before which the server keeps it hidden. */
export function PublishInputs() {
  return (
    <>
      <BooleanInput source="published" label="Published" />
      <DateTimeInput
        source="publishAt"
        label="Publish at (optional)"
        parse={toIso}
        helperText="A published item stays hidden until this time. Leave empty to publish at once."
      />
    </>
  );
}

export function StatusField() {
  return <ChipField source="status" sortable={false} />;
}

export function FieldNote({ children }: { children: React.ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {children}
    </Typography>
  );
}
