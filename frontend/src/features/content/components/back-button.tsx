import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { useBackLink } from '../hooks/use-back-link';

/** Back to the list this page belongs to (the page of it the visitor came from). */
export function BackButton({ listRoot }: { listRoot: string }) {
  const { t } = useTranslation('content');
  const { to, onClick } = useBackLink(listRoot);
  return (
    <Button
      component={Link}
      to={to}
      onClick={onClick}
      startIcon={<ArrowBackIcon />}
      sx={{ mb: 3, ml: -1 }}
    >
      {t('common.back')}
    </Button>
  );
}
