import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  ChipField,
  DateField,
  EmailField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  useDataProvider,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { BackOfficeDataProvider, SessionRow } from '../dataProvider';
import { AccountActions, type UserRecord } from './AccountActions';
import { ROLE_CHOICES } from './choices';
import { Assessments, CourseProgress, ResourceDownloads } from './MemberActivity';
import { useMemberData } from './useMemberData';

/**
 * An account's page: details, status actions, a member's assessments, course progress and
 * resource downloads, and the signed-in devices (revoke one or all).
 */
export function UserShow() {
  return (
    <Show title="Account">
      <SimpleShowLayout>
        <EmailField source="email" />
        <TextField source="profile.fullName" label="Full name" />
        <TextField source="profile.phoneNumber" label="Phone" emptyText="-" />
        <TextField source="role" />
        <ChipField source="status" />
        <DateField source="lastSignInAt" label="Last sign-in" showTime emptyText="never" />
        <DateField source="createdAt" label="Created" showTime />
        <Labeled label="Actions">
          <AccountActions />
        </Labeled>
        <RoleEditor />
        <Assessments />
        <CourseProgress />
        <ResourceDownloads />
        <Sessions />
      </SimpleShowLayout>
    </Show>
  );
}

function RoleEditor() {
  const record = useRecordContext<UserRecord>();
  const { permissions } = usePermissions<string>();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || permissions !== 'admin') return null;
  const change = async (role: string) => {
    try {
      await dataProvider.changeRole(record.id, role);
      notify('Role changed', { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
    refresh();
  };
  return (
    <MuiTextField
      select
      size="small"
      label="Role"
      value={record.role}
      onChange={(event) => void change(event.target.value)}
      sx={{ minWidth: 200 }}
    >
      {ROLE_CHOICES.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}

function Sessions() {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const [version, setVersion] = useState(0);
  const { record, data: sessions } = useMemberData<SessionRow[]>((dp, id) => dp.sessions(id), {
    fallback: [],
    version,
  });
  if (!record) return null;
  const revoke = async (sessionId?: string) => {
    try {
      if (sessionId) await dataProvider.revokeSession(record.id, sessionId);
      else await dataProvider.revokeAllSessions(record.id);
      notify(sessionId ? 'Session ended' : 'All sessions ended', { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
    setVersion((v) => v + 1);
  };
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        Sessions
      </Typography>
      {sessions === null && <Typography>Loading…</Typography>}
      {sessions?.length === 0 && <Typography>No active sessions.</Typography>}
      {sessions?.map((session) => (
        <Stack key={session.id} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Typography sx={{ flex: 1, wordBreak: 'break-word' }}>
            {session.userAgent ?? 'Unknown device'} · {session.ip ?? '-'} · last active{' '}
            {new Date(session.lastActivityAt).toLocaleString()}
          </Typography>
          <Button size="small" color="error" onClick={() => void revoke(session.id)}>
            End session
          </Button>
        </Stack>
      ))}
      {sessions && sessions.length > 0 && (
        <Button color="error" variant="outlined" onClick={() => void revoke()}>
          End all sessions
        </Button>
      )}
    </Stack>
  );
}
