import Alert from '@mui/material/Alert';
import { useTranslation } from '@/lib/i18n';

/** Above a previewed post or case study: what the editor sees is not on the site yet. */
export function PreviewBanner() {
  const { t } = useTranslation('content');
  return (
    <Alert severity="warning" role="status" sx={{ mb: 3, fontWeight: 600 }}>
      {t('common.previewBanner')}
    </Alert>
  );
}
