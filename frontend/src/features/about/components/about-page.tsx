import AutorenewIcon from '@mui/icons-material/Autorenew';
import BalanceIcon from '@mui/icons-material/Balance';
import BoltIcon from '@mui/icons-material/Bolt';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import SchoolIcon from '@mui/icons-material/School';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ClientLogo } from '@fabrion/shared';
import { useTranslation } from '@/lib/i18n';
import { PageMeta } from '@/components/seo/page-meta';
import { island } from '@/islands/island';
import { env } from '@/config/env';
import { AboutSection } from './about-section';
import { TextCardGrid } from './deferred-parts';

// Interactive parts (see `@/islands/registry`).
const HistoryBackButton = island('history-back');
const ClientsStrip = island('about-clients');
const OpeningsSection = island('about-openings');

interface AboutPageProps {
  logos: ClientLogo[] | undefined;
}

const STORY = ['story', 'vision', 'mission'] as const;

/** About and careers. */
export function AboutPage({ logos }: AboutPageProps) {
  const { t } = useTranslation('about');
  const title = t('title', { product: env.productName });
  const card = (group: string, key: string) => ({
    title: t(`${group}.items.${key}.title`),
    body: t(`${group}.items.${key}.body`),
  });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <PageMeta title={title} description={t('metaDescription')} />
      <HistoryBackButton label={t('back')} />
      <Typography variant="h1">{title}</Typography>
      <Typography sx={{ mt: 2, fontSize: '1.2rem', color: 'text.secondary', maxWidth: '65ch' }}>
        {t('intro')}
      </Typography>

      <Grid container spacing={4} sx={{ mt: { xs: 3, md: 5 } }}>
        {STORY.map((key) => (
          <Grid key={key} size={{ xs: 12, md: 4 }}>
            <Box component="section" aria-labelledby={`${key}-title`}>
              <Typography variant="h2" id={`${key}-title`} sx={{ fontSize: '1.6rem' }}>
                {t(`${key}.title`)}
              </Typography>
              <Typography sx={{ mt: 1.5 }}>{t(`${key}.body`)}</Typography>
            </Box>
          </Grid>
        ))}
      </Grid>

      <AboutSection id="clients" title={t('clients.title')} subtitle={t('clients.subtitle')}>
        {logos && logos.length > 0 ? <ClientsStrip logos={logos} /> : <Box sx={{ height: 60 }} />}
      </AboutSection>

      <AboutSection id="values" title={t('values.title')}>
        <TextCardGrid
          columns={4}
          items={[
            { key: 'change', icon: AutorenewIcon, ...card('values', 'change') },
            { key: 'fast', icon: BoltIcon, ...card('values', 'fast') },
            { key: 'knowledge', icon: SchoolIcon, ...card('values', 'knowledge') },
            { key: 'success', icon: EmojiEventsIcon, ...card('values', 'success') },
          ]}
        />
      </AboutSection>

      <AboutSection id="partners" title={t('partners.title')}>
        <Typography sx={{ fontSize: '1.1rem', maxWidth: '70ch' }}>{t('partners.body')}</Typography>
      </AboutSection>

      <AboutSection id="why" title={t('why.title')}>
        <TextCardGrid
          columns={3}
          items={[
            { key: 'innovative', icon: LightbulbIcon, ...card('why', 'innovative') },
            { key: 'growth', icon: TrendingUpIcon, ...card('why', 'growth') },
            { key: 'balance', icon: BalanceIcon, ...card('why', 'balance') },
          ]}
        />
      </AboutSection>

      <OpeningsSection />
    </Container>
  );
}
