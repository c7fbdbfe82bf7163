import Assessment from '@mui/icons-material/Assessment';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import FolderOpen from '@mui/icons-material/FolderOpen';
import LinkedIn from '@mui/icons-material/LinkedIn';
import Lightbulb from '@mui/icons-material/Lightbulb';
import School from '@mui/icons-material/School';
import SmartToy from '@mui/icons-material/SmartToy';
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

const TILES = [
  {
    title: 'Masterclass',
    to: '/masterclass',
    text: 'Video lessons with an AI tutor.',
    icon: School,
  },
  {
    title: 'Assessment Tools',
    to: '/scorecard',
    text: 'Readiness self-assessments.',
    icon: Assessment,
  },
  {
    title: 'AI Solutions',
    to: '/ai-solutions',
    text: 'Solutions for outcome-based models.',
    icon: Lightbulb,
  },
  { title: 'AI Prompts', to: '/ai-prompts', text: 'Prompts ready to use.', icon: AutoAwesome },
  { title: 'AI Copilots', to: '/ai-copilots', text: 'Assistants for your teams.', icon: SmartToy },
  {
    title: 'Resources',
    to: '/dashboard-resources',
    text: 'Case studies, flyers and canvases.',
    icon: FolderOpen,
  },
];

interface DashboardPageProps {
  /** Extra content of a tile, by its path (e.g. the masterclass progress), composed by the route. */
  tileExtras?: Partial<Record<string, ReactNode>>;
}

/** `/dashboard`: the six shortcuts and Connect With Us. */
export function DashboardPage({ tileExtras = {} }: DashboardPageProps) {
  const { data: me } = useGetMeQuery();
  const { data: config } = useGetPortalConfigQuery();
  const links = config?.communityLinks;
  const community = links
    ? [
        { label: 'WhatsApp community', href: links.whatsapp, icon: WhatsApp },
        { label: 'YouTube channel', href: links.youtube, icon: YouTube },
        { label: 'LinkedIn page', href: links.linkedin, icon: LinkedIn },
        { label: 'X feed', href: links.x, icon: X },
      ]
    : [];
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <PageMeta title="Dashboard" />
      <Typography variant="h4" component="h1" gutterBottom>
        Welcome, {displayName(me?.profile.fullName, me?.email)}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 4 }}>
        {TILES.map(({ title, to, text, icon: Icon }) => (
          <Grid key={title} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
                <CardContent>
                  <Icon color="primary" sx={{ fontSize: 36, mb: 1 }} aria-hidden />
                  <Typography variant="h6" component="h2">
                    {title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {text}
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
            Connect With Us
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
