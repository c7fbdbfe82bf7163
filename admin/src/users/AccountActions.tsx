import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { BackOfficeDataProvider } from '../dataProvider';

export interface UserRecord {
  id: string;
  email: string;
  role: string;
  status: 'invited' | 'active' | 'disabled';
  lastSignInAt: string | null;
  profile: { fullName: string | null };
}

const LABELS = {
  'resend-invitation': 'Resend invitation',
  disable: 'Disable',
  enable: 'Enable',
} as const;

/** The buttons an account's status allows: resend (invited), disable, enable (disabled). */
export function AccountActions() {
  const record = useRecordContext<UserRecord>();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  if (!record) return null;
  const run = async (action: keyof typeof LABELS) => {
    try {
      await dataProvider.accountAction(record.id, action);
      notify(`${LABELS[action]}: done`, { type: 'success' });
    } catch (error) {
      notify((error as Error).message || 'Error', { type: 'error' });
    }
    refresh();
  };
  const stop = (event: React.MouseEvent) => event.stopPropagation();
  return (
    <span onClick={stop}>
      {record.status === 'invited' && (
        <Button size="small" onClick={() => void run('resend-invitation')}>
          {LABELS['resend-invitation']}
        </Button>
      )}
      {record.status !== 'disabled' && (
        <Button size="small" color="error" onClick={() => setConfirming(true)}>
          {LABELS.disable}
        </Button>
      )}
      {record.status === 'disabled' && (
        <Button size="small" onClick={() => void run('enable')}>
          {LABELS.enable}
        </Button>
      )}
      <Confirm
        isOpen={confirming}
        title={`Disable ${record.email}?`}
        content="Their sessions end at once and they cannot sign in until enabled again."
        onConfirm={() => {
          setConfirming(false);
          void run('disable');
        }}
        onClose={() => setConfirming(false)}
      />
    </span>
  );
}
