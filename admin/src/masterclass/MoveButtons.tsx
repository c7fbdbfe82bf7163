import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { IconButton, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { BackOfficeDataProvider } from '../dataProvider';

/** Up and down for a section or a lesson: the server swaps it with its neighbour. */
export function MoveButtons({
  resource,
}: {
  resource: 'masterclass-sections' | 'masterclass-lessons';
}) {
  const record = useRecordContext<{ id: string; title: string }>();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  async function move(direction: 'up' | 'down') {
    if (!record) return;
    setBusy(true);
    try {
      await dataProvider.move(resource, record.id, direction);
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack direction="row" onClick={(event) => event.stopPropagation()}>
      <IconButton
        size="small"
        disabled={busy}
        aria-label={`Move ${record.title} up`}
        onClick={() => void move('up')}
      >
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        disabled={busy}
        aria-label={`Move ${record.title} down`}
        onClick={() => void move('down')}
      >
        <ArrowDownward fontSize="small" />
      </IconButton>
    </Stack>
  );
}
