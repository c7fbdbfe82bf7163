import AccountTreeIcon from '@mui/icons-material/AccountTree';
import CloudIcon from '@mui/icons-material/Cloud';
import InsightsIcon from '@mui/icons-material/Insights';
import LinkIcon from '@mui/icons-material/Link';
import PsychologyIcon from '@mui/icons-material/Psychology';
import SensorsIcon from '@mui/icons-material/Sensors';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n';
import { TECHNOLOGIES } from '../lib/home-data';
import { SectionHeading, sectionSx } from './section-heading';

const ICONS: Record<(typeof TECHNOLOGIES)[number], SvgIconComponent> = {
  iot: SensorsIcon,
  ai: PsychologyIcon,
  analytics: InsightsIcon,
  digitalTwin: AccountTreeIcon,
  dlt: LinkIcon,
  cloud: CloudIcon,
};

/** The technologies grid, on the dark brand background. */
export function TechnologiesSection() {
  const { t } = useTranslation('home');
  return (
    <Box
      component="section"
      id="technologies"
      aria-labelledby="technologies-title"
      sx={{ ...sectionSx, bgcolor: 'primary.dark', color: 'common.white' }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="technologies-title"
          title={t('technologies.title')}
          subtitle={t('technologies.subtitle')}
          inverted
        />
        <Grid container spacing={3}>
          {TECHNOLOGIES.map((key) => {
            const Icon = ICONS[key];
            return (
              <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
                <Box
                  sx={{
                    height: '100%',
                    p: 3,
                    borderRadius: 3,
                    border: 1,
                    borderColor: 'rgba(255,255,255,0.18)',
                    bgcolor: 'rgba(255,255,255,0.04)',
                  }}
                >
                  <Icon sx={{ fontSize: 34, color: 'secondary.main' }} aria-hidden="true" />
                  <Typography variant="h3" sx={{ fontSize: '1.2rem', mt: 1.5 }}>
                    {t(`technologies.items.${key}.title`)}
                  </Typography>
                  <Typography sx={{ mt: 1, color: 'grey.300' }}>
                    {t(`technologies.items.${key}.description`)}
                  </Typography>
                </Box>
              </Grid>
            );
          })}
        </Grid>
      </Container>
    </Box>
  );
}
