import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ExternalLinkButton } from '@/components/ui/external-link-button';
import { env } from '@/config/env';
import { dayPatterns } from '@/features/i18n/format-day';
import { ENHANCE_ATTRIBUTE } from '@/lib/dom/enhance';
import { useEnhancer } from '@/lib/dom/use-enhancer';
import { visuallyHidden } from '@/lib/visually-hidden';
import { showHourlyDate } from '../lib/hourly-date';
import { TypingHeadline } from './typing-headline';

/**
 * Hero: today's date, the typing headline, the booking call to action; fades in after 300 ms (CSS).
 * Not an island: its links are plain links, and the date and the typing are plain scripts
 * (`showHourlyDate`, `typeHeadline`), so on the home page nothing in it hydrates.
 */
export function HeroSection() {
  const { t, i18n } = useTranslation('home');
  const date = useRef<HTMLParagraphElement>(null);
  useEnhancer(date, showHourlyDate);
  const models = t('hero.models', { returnObjects: true }) as string[];

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
          ref={date}
          component="p"
          // The visitor's clock decides the day: the server leaves it empty and the script writes
          // it; its room is kept (two lines on a phone, where the longest days, "miércoles, 30 de
          // septiembre de 2026", wrap) so the headline never moves.
          sx={{ minHeight: { xs: '3em', sm: '1.5em' }, color: 'grey.300', fontWeight: 600, mb: 2 }}
          data-testid="hero-date"
          data-today={t('hero.today')}
          data-day-patterns={JSON.stringify(dayPatterns(t))}
          {...{ [ENHANCE_ATTRIBUTE]: 'hourly-date' }}
        />
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
