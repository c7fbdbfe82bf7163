import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { ExternalLinkButton } from '@/components/ui/external-link-button';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import type { ServiceSlug } from '@fabrion/shared';
import { useServiceCards } from '../data';
import { deferred } from '@/components/deferred';

/** Each card (with its editor) hydrates on its own once its chunk arrives (see `deferred`). */
const ServiceCardPanel = deferred(() =>
  import('./service-card-panel').then((m) => m.ServiceCardPanel),
);

/** The one layout of the eight service pages. */
export function ServicePage({ slug }: { slug: ServiceSlug }) {
  const { t } = useTranslation('services');
  const { t: tc } = useTranslation();
  const name = tc(`serviceNames.${slug}`);
  const description = t(`items.${slug}.description`);
  const cards = useServiceCards(slug);

  return (
    <Box sx={{ py: { xs: 4, md: 7 } }}>
      <PageMeta title={name} description={description} />
      <Container maxWidth="lg">
        <Button
          component={Link}
          to={{ pathname: paths.home, hash: '#services' }}
          startIcon={<ArrowBackIcon />}
          sx={{ ml: -1, mb: 3 }}
        >
          {t('back')}
        </Button>
        <Typography variant="h1">{name}</Typography>
        <Typography sx={{ mt: 2, fontSize: '1.2rem', color: 'text.secondary', maxWidth: '65ch' }}>
          {description}
        </Typography>

        <Typography variant="h2" sx={{ mt: { xs: 6, md: 8 }, mb: 3 }}>
          {t('offeringsTitle')}
        </Typography>
        <Stack spacing={3}>
          {cards.map((card, index) => (
            <ServiceCardPanel key={`${slug}:${index}`} card={card} />
          ))}
        </Stack>

        <Box component="section" aria-labelledby="approach-title" sx={{ mt: { xs: 6, md: 8 } }}>
          <Typography variant="h2" id="approach-title">
            {t('approachTitle')}
          </Typography>
          <Typography sx={{ mt: 2, fontSize: '1.1rem', maxWidth: '70ch' }}>
            {t(`items.${slug}.approach`)}
          </Typography>
        </Box>

        <Box
          component="section"
          aria-labelledby="ready-title"
          sx={{
            mt: { xs: 6, md: 8 },
            p: { xs: 3, md: 5 },
            borderRadius: 4,
            color: 'common.white',
            background: 'linear-gradient(135deg, #08263d, #0b3c5d 60%, #0f5a6e)',
          }}
        >
          <Typography variant="h2" id="ready-title">
            {t('readyTitle')}
          </Typography>
          <Typography sx={{ mt: 1.5, color: 'grey.200', maxWidth: '60ch' }}>
            {t('readyText', { service: name })}
          </Typography>
          <ExternalLinkButton
            href={env.bookingUrl}
            size="large"
            startIcon={<CalendarMonthIcon />}
            sx={{ mt: 3 }}
          >
            {t('readyCta')}
          </ExternalLinkButton>
        </Box>
      </Container>
    </Box>
  );
}
