import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n';
import { ExternalLinkButton } from '@/components/ui/external-link-button';
import { env } from '@/config/env';
import { formatDay } from '@/features/i18n/format-day';
import { visuallyHidden } from '@/lib/visually-hidden';
import { useHourlyDate } from '../hooks/use-hourly-date';
import { TypingHeadline } from './typing-headline';

/** Hero: today's date, the typing headline, the booking call to action; fades in after 300 ms. */
export function HeroSection() {
  const { t, i18n } = useTranslation('home');
  const today = useHourlyDate();
  const models = t('hero.models', { returnObjects: true }) as string[];
  const dateText = today ? formatDay(t, today, 'full') : '';

  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        color: 'common.white',
        background: 'linear-gradient(135deg, #08263d 0%, #0b3c5d 55%, #0f5a6e 100%)',
        py: { xs: 7, md: 12 },
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          animation: 'hero-fade-in 600ms ease-out 300ms both',
          '@keyframes hero-fade-in': {
            from: { opacity: 0.01, transform: 'translateY(12px)' },
            to: { opacity: 1, transform: 'none' },
          },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        <Typography
          component="p"
          sx={{ minHeight: { xs: '3em', sm: '1.5em' }, color: 'grey.300', fontWeight: 600, mb: 2 }}
          data-testid="hero-date"
        >
          {today ? t('hero.today', { date: dateText }) : ''}
        </Typography>
        <Typography variant="h1" id="hero-title" sx={{ maxWidth: '18ch' }}>
          {t('hero.titleLead')}{' '}
          <Box component="span" aria-hidden="true">
            <TypingHeadline key={i18n.language} words={models} />
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {t('hero.modelsLabel')}
          </Box>
        </Typography>
        <Typography sx={{ mt: 3, maxWidth: '62ch', fontSize: '1.15rem', color: 'grey.200' }}>
          {t('hero.subtitle')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 5 }}>
          <ExternalLinkButton href={env.bookingUrl} size="large" startIcon={<CalendarMonthIcon />}>
            {t('hero.cta')}
          </ExternalLinkButton>
          <Button
            href="#services"
            variant="outlined"
            size="large"
            sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.6)' }}
          >
            {t('hero.secondary')}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
