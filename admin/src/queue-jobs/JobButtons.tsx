import ReplayIcon from '@mui/icons-material/Replay';
import { useState } from 'react';
import {
  Button,
  Confirm,
  DeleteWithConfirmButton,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { apiJson } from '../operations/api';

interface JobRecord {
  id: string;
  state: string;
}

/** Retries one failed job (its attempts start again). */
export function RetryJobButton() {
  const record = useRecordContext<JobRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || record.state !== 'failed') return null;
  const run = () =>
    apiJson(`/api/admin/queue-jobs/${encodeURIComponent(record.id)}/retry`, {
      method: 'POST',
    }).then(
      () => {
        notify('Job queued again', { type: 'success' });
        refresh();
      },
      (error: Error) => notify(error.message, { type: 'error' }),
    );
  return (
    <Button
      label="Retry"
      onClick={(event) => {
        event.stopPropagation();
        void run();
      }}
    >
      <ReplayIcon />
    </Button>
  );
}

/** Removes a job that is not running, after confirmation. */
export function RemoveJobButton() {
  const record = useRecordContext<JobRecord>();
  if (!record || record.state === 'active') return null;
  return (
    <DeleteWithConfirmButton
      label="Remove"
      mutationMode="pessimistic"
      confirmTitle="Remove this job?"
      confirmContent="The notification will not be sent. This cannot be undone."
      redirect="list"
    />
  );
}

/** Retries every failed job, after confirmation. */
export function RetryAllFailedButton() {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const run = () =>
    apiJson<{ retried: number }>('/api/admin/queue-jobs/retry-failed', { method: 'POST' }).then(
      ({ retried }) => {
        notify(`${retried} failed job(s) queued again`, { type: 'success' });
        refresh();
      },
      (error: Error) => notify(error.message, { type: 'error' }),
    );
  return (
    <>
      <Button label="Retry all failed" onClick={() => setOpen(true)}>
        <ReplayIcon />
      </Button>
      <Confirm
        isOpen={open}
        title="Retry every failed job?"
        content="Each failed notification is queued again with its attempts reset."
        onConfirm={() => {
          setOpen(false);
          void run();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
