import LinkedIn from '@mui/icons-material/LinkedIn';
import WhatsApp from '@mui/icons-material/WhatsApp';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { AiToolLinks } from '@fabrion/shared';
import { useAiToolsText } from '../lib/use-ai-tools-text';

const COMMUNITY = [
  { key: 'whatsapp', icon: WhatsApp },
  { key: 'youtube', icon: YouTube },
  { key: 'linkedin', icon: LinkedIn },
  { key: 'x', icon: X },
] as const;

/** The AI pages' closing block: 'Upgrade to Premium' and the four community links. */
export function ConnectWithUs({ links }: { links: AiToolLinks | undefined }) {
  const { t } = useAiToolsText();
  const newTab = t('connect.newTab');
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="connect-with-us"
      sx={{ mt: { xs: 4, md: 6 }, borderRadius: 3 }}
    >
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 3,
          alignItems: { md: 'center' },
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ maxWidth: 520 }}>
          <Typography id="connect-with-us" variant="h6" component="h2">
            {t('connect.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('connect.text')}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Button
            variant="contained"
            color="secondary"
            startIcon={<WorkspacePremium aria-hidden />}
            href={links?.premiumUrl ?? '#'}
            disabled={!links}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t('connect.premium')} ${newTab}`}
          >
            {t('connect.premium')}
          </Button>
          <Box
            component="ul"
            aria-label={t('connect.linksLabel')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
          >
            {COMMUNITY.map(({ key, icon: Icon }) => (
              <li key={key}>
                <Button
                  variant="outlined"
                  size="small"
                  startIcon={<Icon aria-hidden />}
                  href={links?.communityLinks[key] ?? '#'}
                  disabled={!links}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${t(`connect.${key}`)} ${newTab}`}
                >
                  {t(`connect.${key}`)}
                </Button>
              </li>
            ))}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
