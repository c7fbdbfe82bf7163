import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
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
import type { BackOfficeDataProvider, LatestAssessment, SessionRow } from '../dataProvider';
import { AccountActions, type UserRecord } from './AccountActions';
import { ROLE_CHOICES } from './choices';

/** A member's page: details, status actions, and their signed-in devices (revoke one or all). */
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
  const record = useRecordContext<UserRecord>();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const [sessions, setSessions] = useState<SessionRow[] | null>(null);
  const [version, setVersion] = useState(0);
  const userId = record?.id;
  useEffect(() => {
    if (!userId) return;
    let current = true;
    dataProvider.sessions(userId).then(
      (rows) => current && setSessions(rows),
      () => current && setSessions([]),
    );
    return () => {
      current = false;
    };
  }, [dataProvider, userId, version]);
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

const ASSESSMENT_NAMES: Record<string, string> = {
  'digital-transformation': 'Digital transformation',
  maas: 'Machine-as-a-service (MaaS)',
  pbc: 'Performance-based contracts (PBC)',
  raas: 'Robotics-as-a-service (RaaS)',
};

/** The member's latest score of each readiness assessment (out of 100). */
function Assessments() {
  const record = useRecordContext<UserRecord>();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [rows, setRows] = useState<LatestAssessment[] | null>(null);
  const userId = record?.id;
  useEffect(() => {
    if (!userId || record?.role !== 'member') return;
    let current = true;
    dataProvider.assessments(userId).then(
      (result) => current && setRows(result),
      () => current && setRows([]),
    );
    return () => {
      current = false;
    };
  }, [dataProvider, userId, record?.role]);
  if (!record || record.role !== 'member') return null;
  const done = rows?.filter((row) => row.latest) ?? [];
  return (
    <Stack spacing={0.5}>
      <Typography variant="h6" component="h2">
        Assessments
      </Typography>
      {rows !== null && done.length === 0 && <Typography>No assessment completed yet.</Typography>}
      {done.map((row) => (
        <Typography key={row.type}>
          {ASSESSMENT_NAMES[row.type] ?? row.type}: {row.latest!.totalScore}/100 on{' '}
          {new Date(row.latest!.createdAt).toLocaleDateString()} ({row.completed} completed)
        </Typography>
      ))}
    </Stack>
  );
}
