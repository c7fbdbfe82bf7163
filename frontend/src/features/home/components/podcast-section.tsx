import PodcastsIcon from '@mui/icons-material/Podcasts';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n';
import { ExternalLinkButton } from '@/components/ui/external-link-button';
import { PODCAST_URL } from '../lib/home-data';
import { sectionSx } from './section-heading';

/** The podcast promotion: new episodes every Tuesday. */
export function PodcastSection() {
  const { t } = useTranslation('home');
  return (
    <Box component="section" id="podcast" aria-labelledby="podcast-title" sx={sectionSx}>
      <Container maxWidth="md">
        <Box
          sx={{
            p: { xs: 3, md: 6 },
            borderRadius: 4,
            color: 'common.white',
            background: 'linear-gradient(135deg, #0b3c5d, #0f766e)',
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 3,
            alignItems: { sm: 'center' },
          }}
        >
          <PodcastsIcon sx={{ fontSize: 64, color: 'secondary.main' }} aria-hidden="true" />
          <div>
            <Typography component="p" variant="overline" sx={{ fontWeight: 700 }}>
              {t('podcast.eyebrow')}
            </Typography>
            <Typography
              variant="h2"
              id="podcast-title"
              sx={{ fontSize: 'clamp(1.4rem, 3vw, 2rem)' }}
            >
              {t('podcast.title')}
            </Typography>
            <Typography sx={{ mt: 1, fontWeight: 700, color: 'secondary.main' }}>
              {t('podcast.schedule')}
            </Typography>
            <Typography sx={{ mt: 1.5, color: 'grey.200' }}>{t('podcast.description')}</Typography>
            <ExternalLinkButton href={PODCAST_URL} startIcon={<YouTubeIcon />} sx={{ mt: 3 }}>
              {t('podcast.listen')}
            </ExternalLinkButton>
          </div>
        </Box>
      </Container>
    </Box>
  );
}
