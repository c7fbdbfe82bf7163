import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n';
import { PROCESS_STEPS } from '../lib/home-data';
import { SectionHeading, sectionSx } from './section-heading';

/** How We Work: the six steps, numbered. */
export function ProcessSection() {
  const { t } = useTranslation('home');
  return (
    <Box component="section" id="process" aria-labelledby="process-title" sx={sectionSx}>
      <Container maxWidth="lg">
        <SectionHeading
          id="process-title"
          title={t('process.title')}
          subtitle={t('process.subtitle')}
        />
        <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {PROCESS_STEPS.map((step, index) => (
            <Grid key={step} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <Box
                  aria-hidden="true"
                  sx={{
                    flex: '0 0 48px',
                    height: 48,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                    color: 'common.white',
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 800,
                    fontSize: 20,
                  }}
                >
                  {index + 1}
                </Box>
                <div>
                  <Typography
                    component="p"
                    variant="overline"
                    sx={{ color: 'info.main', fontWeight: 700, lineHeight: 1.6 }}
                  >
                    {t('process.step', { number: index + 1 })}
                  </Typography>
                  <Typography variant="h3" sx={{ fontSize: '1.2rem' }}>
                    {t(`process.steps.${step}.title`)}
                  </Typography>
                  <Typography sx={{ mt: 1, color: 'text.secondary' }}>
                    {t(`process.steps.${step}.description`)}
                  </Typography>
                </div>
              </Box>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
