import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { LanguageSwitcher } from '@/features/i18n';
import { scrollMarkerSx, useScrolledPast } from '@/lib/dom/use-scrolled-past';
import { Logo } from '../ui/logo';
import { NAV_SECTIONS } from './nav-sections';
import { SectionLink } from './section-link';

/** Fixed header; restyles after 10 px of scroll; a collapsible menu (max 24rem) on small screens. */
export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [scrolled, scrollMarker] = useScrolledPast();
  // The menu remembers the page it was opened on, so any route change closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenedOn(open ? pathname : null);

  return (
    <>
      {/* 10 px tall: the header restyles once it has scrolled out of view. */}
      <Box ref={scrollMarker} aria-hidden="true" sx={scrollMarkerSx(10)} />
      <AppBar
        position="fixed"
        elevation={scrolled ? 4 : 0}
        data-scrolled={scrolled ? 'true' : 'false'}
        sx={{
          bgcolor: scrolled ? 'rgba(255,255,255,0.92)' : 'background.paper',
          backdropFilter: scrolled ? 'blur(8px)' : 'none',
          color: 'text.primary',
          borderBottom: 1,
          borderColor: scrolled ? 'transparent' : 'divider',
          transition: 'background-color 200ms, box-shadow 200ms',
        }}
      >
        <Toolbar component="nav" aria-label={t('nav.main')} sx={{ gap: 1, minHeight: 64 }}>
          <Box
            component={Link}
            to={paths.home}
            aria-label={t('nav.home', { product: env.productName })}
            sx={{ textDecoration: 'none', mr: 2 }}
          >
            <Logo />
          </Box>
          <Stack direction="row" sx={{ display: { xs: 'none', lg: 'flex' }, flexGrow: 1 }}>
            {NAV_SECTIONS.map((section) => (
              <SectionLink key={section.id} id={section.id}>
                {t(section.key)}
              </SectionLink>
            ))}
          </Stack>
          <Box sx={{ flexGrow: { xs: 1, lg: 0 } }} />
          <Stack
            direction="row"
            spacing={1}
            sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center' }}
          >
            <LanguageSwitcher />
            <Button component={Link} to={paths.portal} variant="outlined" color="primary">
              {t('nav.portal')}
            </Button>
          </Stack>
          <IconButton
            sx={{ display: { lg: 'none' } }}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Toolbar>
        {/* Opens with a CSS slide (no transition component in the first load), closes at once. */}
        {menuOpen && (
          <Box
            id="mobile-menu"
            sx={{
              display: { lg: 'none' },
              animation: 'mobile-menu-open 200ms ease-out',
              '@keyframes mobile-menu-open': {
                from: { opacity: 0, transform: 'translateY(-0.5rem)' },
              },
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              maxHeight: '24rem',
              overflowY: 'auto',
              px: 2,
              pb: 2,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            {NAV_SECTIONS.map((section) => (
              <SectionLink
                key={section.id}
                id={section.id}
                fullWidth
                onNavigate={() => setMenuOpen(false)}
              >
                {t(section.key)}
              </SectionLink>
            ))}
            <Stack
              direction="row"
              spacing={1}
              sx={{ mt: 1, display: { sm: 'none' }, alignItems: 'center' }}
            >
              <LanguageSwitcher />
              <Button component={Link} to={paths.portal} variant="outlined">
                {t('nav.portal')}
              </Button>
            </Stack>
          </Box>
        )}
      </AppBar>
    </>
  );
}
