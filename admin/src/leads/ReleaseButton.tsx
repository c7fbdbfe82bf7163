import InboxIcon from '@mui/icons-material/MoveToInbox';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { apiJson } from '../operations/api';
import type { LeadRecord } from './choices';

/** Moves a spam-flagged submission into the inbox. */
export function ReleaseButton() {
  const record = useRecordContext<LeadRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record?.spam || record.releasedAt) return null;
  const run = () =>
    apiJson(`/api/admin/leads/${record.id}/release`, { method: 'POST' }).then(
      () => {
        notify('Released to the inbox', { type: 'success' });
        refresh();
      },
      (error: Error) => notify(error.message, { type: 'error' }),
    );
  return (
    <Button
      label="Release"
      onClick={(event) => {
        event.stopPropagation();
        void run();
      }}
    >
      <InboxIcon />
    </Button>
  );
}
