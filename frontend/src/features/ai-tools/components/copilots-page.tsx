import Business from '@mui/icons-material/Business';
import Code from '@mui/icons-material/Code';
import Factory from '@mui/icons-material/Factory';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PrecisionManufacturing from '@mui/icons-material/PrecisionManufacturing';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { COPILOT_IDS, type CopilotId } from '@fabrion/shared';
import { useGetAiToolLinksQuery } from '../api';
import { useAiToolsText } from '../lib/use-ai-tools-text';
import { ConnectWithUs } from './connect-with-us';
import { cardGridSx, PageHeader } from './page-header';

const ICONS: Record<CopilotId, SvgIconComponent> = {
  maas: PrecisionManufacturing,
  development: Code,
  operations: Factory,
  business: Business,
};

/**
 * `/ai-copilots`: four assistants. 'Open' opens the copilot in a new tab; its click area is
 * stretched over the whole card, so the card is clickable with one link (no nested controls).
 */
export function CopilotsPage() {
  const { t } = useAiToolsText();
  const { data: links } = useGetAiToolLinksQuery();
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <PageHeader title={t('copilots.title')} intro={t('copilots.intro')} />
      <Box sx={cardGridSx}>
        {COPILOT_IDS.map((id) => {
          const Icon = ICONS[id];
          const title = t(`copilots.items.${id}.title`);
          return (
            <Card
              key={id}
              variant="outlined"
              component="article"
              sx={{
                position: 'relative',
                borderRadius: 3,
                transition: 'box-shadow 150ms, border-color 150ms',
                '&:hover': { boxShadow: 3, borderColor: 'primary.main' },
                '&:focus-within': { boxShadow: 3, borderColor: 'primary.main' },
              }}
            >
              <CardContent
                sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}
              >
                <Box
                  sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
                >
                  <Icon color="primary" sx={{ fontSize: 40 }} aria-hidden />
                  <Chip
                    size="small"
                    label={t(`categories.${id}`)}
                    color="primary"
                    variant="outlined"
                  />
                </Box>
                <Typography variant="h6" component="h2">
                  {title}
                </Typography>
                <Typography color="text.secondary">
                  {t(`copilots.items.${id}.description`)}
                </Typography>
                <Typography variant="body2" sx={{ flexGrow: 1 }}>
                  <Box component="strong" sx={{ fontWeight: 700 }}>
                    {t('copilots.detailsLabel')}:
                  </Box>{' '}
                  {t(`copilots.items.${id}.details`)}
                </Typography>
                <Button
                  variant="contained"
                  endIcon={<OpenInNew aria-hidden />}
                  href={links?.copilots[id] ?? '#'}
                  disabled={!links}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('copilots.openLabel', { title })}
                  sx={{
                    alignSelf: 'flex-start',
                    position: 'static',
                    '&::after': { content: '""', position: 'absolute', inset: 0 },
                  }}
                >
                  {t('copilots.open')}
                </Button>
              </CardContent>
            </Card>
          );
        })}
      </Box>
      <ConnectWithUs links={links} />
    </Box>
  );
}
