import OpenInNew from '@mui/icons-material/OpenInNew';
import { Button, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { BackOfficeDataProvider } from '../dataProvider';

/**
 * Opens the public page of the saved post or case study, whatever its status, in a new tab: the
 * site's own server-rendered page, through a short-lived link the server issues to this editor.
 * The tab is opened on the click itself (browsers block a window opened later) and sent to the
 * link once it arrives.
 */
export function PreviewButton({ resource }: { resource: 'posts' | 'case-studies' }) {
  const record = useRecordContext<{ id: string }>();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  if (!record) return null;
  const open = async () => {
    const tab = window.open('', '_blank');
    try {
      const { url } = await dataProvider.previewLink(resource, record.id);
      if (!tab)
        return notify('Allow pop-ups for this site to open the preview.', { type: 'warning' });
      tab.opener = null;
      tab.location.href = url;
    } catch (error) {
      tab?.close();
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Button
      label="Preview"
      title="The public page of the saved version, in a new tab"
      onClick={() => void open()}
    >
      <OpenInNew />
    </Button>
  );
}
