import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { LanguageSwitcher } from '@/features/i18n';
import { ENHANCE_ATTRIBUTE } from '@/lib/dom/enhance';
import { scrollMarkerSx, watchScrolledPast } from '@/lib/dom/scrolled-past';
import { useEnhancer } from '@/lib/dom/use-enhancer';
import { Logo } from '../ui/logo';
import { NAV_SECTIONS } from './nav-sections';
import { SectionLink } from './section-link';

/** The header bar's id: the scroll marker names it (`data-scroll-target`). */
const BAR_ID = 'site-header-bar';

/**
 * Fixed header; restyles after 10 px of scroll; a collapsible menu (max 24rem) on small screens.
 * On a public page an island hydrated only when the visitor reaches for it (`HYDRATE_ON_INTENT`):
 * the scroll restyle is a plain script (`watchScrolledPast`) and CSS on `data-scrolled`, so it
 * works before and without hydration.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const scrollMarker = useRef<HTMLDivElement>(null);
  useEnhancer(scrollMarker, watchScrolledPast);
  // The menu remembers the page it was opened on, so any route change closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenedOn(open ? pathname : null);

  return (
    <>
      {/* 10 px tall: the header restyles once it has scrolled out of view. */}
      <Box
        ref={scrollMarker}
        aria-hidden="true"
        sx={scrollMarkerSx(10)}
        data-scroll-target={BAR_ID}
        {...{ [ENHANCE_ATTRIBUTE]: 'scrolled-past' }}
      />
      {/* `data-scrolled` is the script's from here on: React renders it once and never changes it. */}
      <AppBar
        id={BAR_ID}
        position="fixed"
        elevation={0}
        data-scrolled="false"
        sx={{
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderBottom: 1,
          borderColor: 'divider',
          transition: 'background-color 200ms, box-shadow 200ms',
          '&[data-scrolled="true"]': {
            bgcolor: 'rgba(255,255,255,0.92)',
            backdropFilter: 'blur(8px)',
            borderColor: 'transparent',
            boxShadow: 4,
          },
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
