import Description from '@mui/icons-material/Description';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useToast } from '@/components/ui/toast';
import { apiErrorBody } from '@/lib/api-error';
import { useOpenResourceFileMutation } from '../api';
import { useResourcesText } from '../lib/use-resources-text';

/**
 * 'Additional resource material': the file, fetched with the member's session (the file has no
 * public address) and opened in a new tab. The tab is opened at the click, before the fetch, so
 * that no popup blocker stops it.
 */
export function DownloadCard({ slug, fileName }: { slug: string; fileName: string | null }) {
  const { t } = useResourcesText();
  const { toast } = useToast();
  const [openFile, { isLoading }] = useOpenResourceFileMutation();
  const name = fileName ?? t('detail.download');

  const onClick = async () => {
    const tab = window.open('', '_blank');
    const response = await openFile(slug);
    if ('error' in response) {
      tab?.close();
      toast({
        title: t('detail.fileErrorTitle'),
        description: apiErrorBody(response.error)?.message ?? t('detail.fileErrorFallback'),
        variant: 'destructive',
      });
      return;
    }
    if (tab) {
      tab.location.href = response.data;
    } else {
      const link = document.createElement('a');
      link.href = response.data;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
    }
    // The tab has the document by then; the address is not needed after.
    setTimeout(() => URL.revokeObjectURL(response.data), 60_000);
  };

  return (
    <Card variant="outlined" component="section" sx={{ my: 4, borderRadius: 3 }}>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'center' },
          gap: 2,
        }}
      >
        <Description color="primary" sx={{ fontSize: 40 }} aria-hidden />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('detail.fileTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
        </Box>
        <Button
          variant="contained"
          endIcon={<OpenInNew aria-hidden />}
          onClick={() => void onClick()}
          disabled={isLoading}
          aria-label={t('detail.openFile', { name })}
        >
          {isLoading ? t('detail.opening') : t('detail.download')}
        </Button>
      </CardContent>
    </Card>
  );
}
