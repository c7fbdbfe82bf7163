import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import HandshakeIcon from '@mui/icons-material/Handshake';
import InsightsIcon from '@mui/icons-material/Insights';
import LanIcon from '@mui/icons-material/Lan';
import LinkIcon from '@mui/icons-material/Link';
import RouteIcon from '@mui/icons-material/Route';
import SchoolIcon from '@mui/icons-material/School';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SERVICE_SLUGS, type ServiceSlug } from '@fabrion/shared';
import { SectionHeading, sectionSx } from './section-heading';

const ICONS: Record<ServiceSlug, SvgIconComponent> = {
  strategy: RouteIcon,
  'data-engineering': LanIcon,
  'digital-twin': AccountTreeIcon,
  'data-analysis': InsightsIcon,
  DLT: LinkIcon,
  'workforce-reskilling': SchoolIcon,
  'partner-ecosystem': HandshakeIcon,
  'managed-optimization': TuneIcon,
};

/** The eight services, each card linking to its service page. */
export function ServicesSection() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  return (
    <Box component="section" id="services" aria-labelledby="services-title" sx={sectionSx}>
      <Container maxWidth="lg">
        <SectionHeading
          id="services-title"
          title={t('services.title')}
          subtitle={t('services.subtitle')}
        />
        <Grid container spacing={3}>
          {SERVICE_SLUGS.map((slug) => {
            const Icon = ICONS[slug];
            return (
              <Grid key={slug} size={{ xs: 12, sm: 6, md: 3 }}>
                <Card
                  variant="outlined"
                  sx={{
                    position: 'relative',
                    height: '100%',
                    p: 3,
                    display: 'flex',
                    flexDirection: 'column',
                    gap: 1.5,
                    '&:hover': { boxShadow: 4 },
                    '&:has(a:focus-visible)': {
                      outline: '3px solid',
                      outlineColor: 'secondary.main',
                    },
                  }}
                >
                  <Icon sx={{ fontSize: 36, color: 'info.main' }} aria-hidden="true" />
                  <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
                    <MuiLink
                      component={Link}
                      to={paths.service(slug)}
                      color="inherit"
                      underline="none"
                      sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
                    >
                      {tc(`serviceNames.${slug}`)}
                    </MuiLink>
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
                    {t(`services.items.${slug}`)}
                  </Typography>
                  <Typography
                    component="span"
                    aria-hidden="true"
                    sx={{ color: 'primary.main', fontWeight: 650, display: 'flex', gap: 0.5 }}
                  >
                    {t('services.learnMore')} <ArrowForwardIcon fontSize="small" />
                  </Typography>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      </Container>
    </Box>
  );
}
