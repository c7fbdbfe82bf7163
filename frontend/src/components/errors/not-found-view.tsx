import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageMeta } from '../seo/page-meta';

/** The 404 page: "Oops! Page not found" with a Return to Home link. */
export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <PageMeta title={t('notFound.title')} noIndex />
      <Typography
        component="p"
        sx={{ fontSize: 72, fontWeight: 800, color: 'primary.main', lineHeight: 1 }}
      >
        404
      </Typography>
      <Typography variant="h2" component="h1" sx={{ mt: 2 }}>
        {t('notFound.title')}
      </Typography>
      <Button component={Link} to={paths.home} variant="contained" sx={{ mt: 4 }}>
        {t('notFound.home')}
      </Button>
    </Container>
  );
}
