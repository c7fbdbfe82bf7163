import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CaseStudy } from '@fabrion/shared';
import { useTranslation } from '@/lib/i18n';
import { ExternalLinkButton } from '@/components/ui/external-link-button';
import { env } from '@/config/env';
import { TechTags } from './tech-tags';

const termSx = { fontSize: 13, fontWeight: 700, color: 'text.secondary', mt: 2 } as const;

/** The sidebar: client, industry and every technology, then the discovery-call invitation. */
export function ProjectOverview({ study }: { study: CaseStudy }) {
  const { t } = useTranslation('content');
  return (
    <Box
      component="aside"
      aria-labelledby="project-overview"
      sx={{ position: { md: 'sticky' }, top: { md: 88 } }}
    >
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
        <Typography variant="h2" id="project-overview" sx={{ fontSize: '1.2rem' }}>
          {t('caseStudy.overview')}
        </Typography>
        <Box component="dl" sx={{ m: 0, '& dd': { m: 0, mt: 0.5 } }}>
          <Typography component="dt" sx={termSx}>
            {t('caseStudy.client')}
          </Typography>
          <Typography component="dd">{study.client}</Typography>
          <Typography component="dt" sx={termSx}>
            {t('caseStudy.industry')}
          </Typography>
          <Typography component="dd">{study.category}</Typography>
          {study.technologies.length > 0 ? (
            <>
              <Typography component="dt" sx={termSx}>
                {t('caseStudy.technologies')}
              </Typography>
              <Box component="dd" sx={{ pt: 0.5 }}>
                <TechTags tags={study.technologies} label={t('caseStudy.technologies')} />
              </Box>
            </>
          ) : null}
        </Box>
        <Box
          component="hr"
          sx={{ my: 3, mx: 0, border: 0, borderBottom: 1, borderColor: 'divider' }}
        />
        <Typography variant="h3" component="p" sx={{ fontSize: '1.05rem' }}>
          {t('caseStudy.ctaTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('caseStudy.ctaBody')}
        </Typography>
        <ExternalLinkButton href={env.bookingUrl} fullWidth sx={{ mt: 2 }}>
          {t('common.bookCall')}
        </ExternalLinkButton>
      </Paper>
    </Box>
  );
}
