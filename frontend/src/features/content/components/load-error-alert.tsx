import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from '@/lib/i18n';

interface LoadErrorProps {
  message: string;
  onRetry?: () => void;
}

/** A load failure, in red, with a way to try again (loaded through `load-error.tsx`). */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation('content');
  return (
    <Alert
      severity="error"
      variant="outlined"
      sx={{ my: 4, alignItems: 'center', color: 'error.main' }}
      action={
        onRetry ? (
          <Button color="error" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}
