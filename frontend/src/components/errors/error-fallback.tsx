import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n';

interface ErrorFallbackProps {
  onRetry: () => void;
}

/** "Something went wrong" with Try Again (reset the error state) and Refresh Page. */
export function ErrorFallback({ onRetry }: ErrorFallbackProps) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 12, textAlign: 'center' }} role="alert">
      <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} aria-hidden="true" />
      <Typography variant="h2" component="h1" sx={{ mt: 2 }}>
        {t('errors.title')}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('errors.body')}</Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
        <Button variant="contained" onClick={onRetry}>
          {t('errors.tryAgain')}
        </Button>
        <Button variant="outlined" onClick={() => window.location.reload()}>
          {t('errors.refresh')}
        </Button>
      </Stack>
    </Container>
  );
}
