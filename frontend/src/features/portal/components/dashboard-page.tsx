import LinkedIn from '@mui/icons-material/LinkedIn';
import WhatsApp from '@mui/icons-material/WhatsApp';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { displayName } from '@fabrion/shared';
import { PageMeta } from '@/components/seo/page-meta';
import { useGetMeQuery, useGetPortalConfigQuery } from '../api';
import { useMemberText } from '../lib/use-member-text';
import { DASHBOARD_TILES } from '../nav-items';

interface DashboardPageProps {
  /** Extra content of a tile, by its path (e.g. the masterclass progress), composed by the route. */
  tileExtras?: Partial<Record<string, ReactNode>>;
}

/** `/dashboard`: the navigation's shortcuts (`DASHBOARD_TILES`) and Connect With Us. */
export function DashboardPage({ tileExtras = {} }: DashboardPageProps) {
  const { t } = useMemberText();
  const { data: me } = useGetMeQuery();
  const { data: config } = useGetPortalConfigQuery();
  const links = config?.communityLinks;
  const community = links
    ? [
        { label: t('dashboard.community.whatsapp'), href: links.whatsapp, icon: WhatsApp },
        { label: t('dashboard.community.youtube'), href: links.youtube, icon: YouTube },
        { label: t('dashboard.community.linkedin'), href: links.linkedin, icon: LinkedIn },
        { label: t('dashboard.community.x'), href: links.x, icon: X },
      ]
    : [];
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <PageMeta title={t('meta.dashboard')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('dashboard.welcome', { name: displayName(me?.profile.fullName, me?.email) })}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 4 }}>
        {DASHBOARD_TILES.map(({ key, to, icon: Icon }) => (
          <Grid key={key} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
                <CardContent>
                  <Icon color="primary" sx={{ fontSize: 36, mb: 1 }} aria-hidden />
                  <Typography variant="h6" component="h2">
                    {t(`dashboard.tiles.${key}.title`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`dashboard.tiles.${key}.text`)}
                  </Typography>
                  {tileExtras[to]}
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Card variant="outlined" component="section" aria-labelledby="connect-heading">
        <CardContent>
          <Typography id="connect-heading" variant="h6" component="h2" gutterBottom>
            {t('dashboard.connect')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {community.map(({ label, href, icon: Icon }) => (
              <Button
                key={label}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                variant="outlined"
                startIcon={<Icon />}
              >
                {label}
              </Button>
            ))}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
