import DownloadIcon from '@mui/icons-material/Download';
import { Button, useListContext, useNotify } from 'react-admin';
import { downloadCsv } from './api';

/** Exports the rows the list's current filter selects, as the server's CSV (not just this page). */
export function ExportCsvButton({ path }: { path: string }) {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const run = () =>
    downloadCsv(path, filterValues as Record<string, unknown>).then(
      (name) => notify(`Exported ${name}`, { type: 'info' }),
      (error: Error) => notify(error.message, { type: 'error' }),
    );
  return (
    <Button label="Export CSV" onClick={() => void run()}>
      <DownloadIcon />
    </Button>
  );
}
