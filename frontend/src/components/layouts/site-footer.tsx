import LinkedInIcon from '@mui/icons-material/LinkedIn';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { SERVICE_SLUGS } from '@fabrion/shared';
import { Logo } from '../ui/logo';

const SOCIAL = {
  linkedin: 'https://www.linkedin.com/company/fabrion',
  youtube: 'https://www.youtube.com/@fabrion',
};

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 6, md: 2.5 }}>
      <Typography
        component="h2"
        variant="subtitle2"
        sx={{ color: 'grey.300', mb: 1.5, fontWeight: 700 }}
      >
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {children}
      </Stack>
    </Grid>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <MuiLink component={Link} to={to} sx={{ color: 'grey.100', fontSize: 14 }}>
        {children}
      </MuiLink>
    </li>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const product = env.productName;
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'grey.100', pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4.5 }}>
            <Logo inverted />
            <Typography sx={{ mt: 2, color: 'grey.300', maxWidth: 360 }}>
              {t('footer.tagline')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <IconButton
                href={SOCIAL.linkedin}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('footer.linkedin', { product })}
                sx={{ color: 'grey.100' }}
              >
                <LinkedInIcon />
              </IconButton>
              <IconButton
                href={SOCIAL.youtube}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('footer.youtube', { product })}
                sx={{ color: 'grey.100' }}
              >
                <YouTubeIcon />
              </IconButton>
            </Stack>
          </Grid>
          <Column title={t('footer.company')}>
            <FooterLink to={paths.about}>{t('footer.about')}</FooterLink>
            <FooterLink to={`${paths.about}#careers`}>{t('footer.careers')}</FooterLink>
            <FooterLink to={paths.caseStudies}>{t('footer.caseStudies')}</FooterLink>
            <FooterLink to={paths.blog}>{t('footer.blog')}</FooterLink>
          </Column>
          <Column title={t('footer.services')}>
            {SERVICE_SLUGS.map((slug) => (
              <FooterLink key={slug} to={paths.service(slug)}>
                {t(`serviceNames.${slug}`)}
              </FooterLink>
            ))}
          </Column>
          <Column title={t('footer.legal')}>
            <FooterLink to={paths.privacy}>{t('footer.privacy')}</FooterLink>
            <FooterLink to={paths.terms}>{t('footer.terms')}</FooterLink>
            <FooterLink to={paths.cookies}>{t('footer.cookies')}</FooterLink>
          </Column>
        </Grid>
        <Typography
          variant="body2"
          sx={{
            mt: 5,
            pt: 3,
            borderTop: 1,
            borderColor: 'rgba(255,255,255,0.15)',
            color: 'grey.300',
          }}
        >
          {t('footer.copyright', { year: new Date().getFullYear(), product })}
        </Typography>
      </Container>
    </Box>
  );
}
