import Cloud from '@mui/icons-material/Cloud';
import Forum from '@mui/icons-material/Forum';
import Insights from '@mui/icons-material/Insights';
import Public from '@mui/icons-material/Public';
import Router from '@mui/icons-material/Router';
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { AI_SOLUTIONS } from '@fabrion/shared';
import { useGetAiToolLinksQuery } from '../api';
import { useAiToolsText } from '../lib/use-ai-tools-text';
import { ConnectWithUs } from './connect-with-us';
import { PageHeader } from './page-header';

const ICONS: Record<(typeof AI_SOLUTIONS)[number]['id'], SvgIconComponent> = {
  computerVision: Visibility,
  conversationalAi: Forum,
  bigDataAnalytics: Insights,
  iotIntegration: Router,
  globalInsights: Public,
  cloudOperations: Cloud,
};

/** `/ai-solutions`: six solution areas with how many solutions each holds. */
export function SolutionsPage() {
  const { t } = useAiToolsText();
  const { data: links } = useGetAiToolLinksQuery();
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <PageHeader title={t('solutions.title')} intro={t('solutions.intro')} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {AI_SOLUTIONS.map(({ id, count }) => {
          const Icon = ICONS[id];
          const title = t(`solutions.items.${id}.title`);
          return (
            <Card key={id} variant="outlined" component="article" sx={{ borderRadius: 3 }}>
              <CardContent
                sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}
              >
                <Box
                  sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
                >
                  <Icon color="primary" sx={{ fontSize: 40 }} aria-hidden />
                  <Chip size="small" label={t('solutions.count', { count })} />
                </Box>
                <Typography variant="h6" component="h2">
                  {title}
                </Typography>
                <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
                  {t(`solutions.items.${id}.description`)}
                </Typography>
                {/* Spec: 'See Solutions' has no action (the catalogue is not part of the portal). */}
                <Button
                  variant="outlined"
                  aria-label={t('solutions.seeLabel', { title })}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {t('solutions.see')}
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
