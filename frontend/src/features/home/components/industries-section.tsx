import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n';
import { SmartImage } from '@/components/ui/smart-image';
import { INDUSTRIES, INDUSTRY_PLACEHOLDER, industryImage } from '../lib/home-data';
import { SectionHeading, sectionSx } from './section-heading';

/** The twelve industries, each with its image (placeholder if it fails to load). */
export function IndustriesSection() {
  const { t } = useTranslation('home');
  return (
    <Box
      component="section"
      aria-labelledby="industries-title"
      sx={{ ...sectionSx, bgcolor: 'grey.50' }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="industries-title"
          title={t('industries.title')}
          subtitle={t('industries.subtitle')}
        />
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {INDUSTRIES.map((slug) => (
            <Grid key={slug} component="li" size={{ xs: 6, sm: 4, md: 3 }}>
              <Box
                sx={{
                  borderRadius: 2,
                  overflow: 'hidden',
                  bgcolor: 'background.paper',
                  boxShadow: 1,
                }}
              >
                <SmartImage
                  src={industryImage(slug)}
                  fallback={INDUSTRY_PLACEHOLDER}
                  alt=""
                  width={400}
                  height={300}
                  loading="lazy"
                  sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3' }}
                />
                <Typography
                  variant="h3"
                  sx={{ fontSize: { xs: '0.85rem', sm: '1.05rem' }, p: 1.5 }}
                >
                  {t(`industries.items.${slug}`)}
                </Typography>
              </Box>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
