import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { displayName, type Language } from '@fabrion/shared';
import { useAppDispatch } from '@/app/hooks';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { api } from '@/lib/api';
import { clearSession } from '@/lib/auth-session';
import { LanguageSwitcher } from '@/features/i18n/components/language-switcher';
import { useAccountLanguage } from '@/features/i18n/use-account-language';
import { useGetMeQuery, useLogoutMutation, useSetLanguageMutation } from '../api';
import { useMemberText } from '../lib/use-member-text';
import { useSessionMonitor } from '../hooks/use-session-monitor';
import { useSidebar } from '../hooks/use-sidebar';
import {
  MOBILE_QUERY,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_COLLAPSED,
  SIDEBAR_WIDTH_MOBILE,
} from '../nav-items';
import { ProfilePanel } from './profile-panel';
import { SidebarContent } from './sidebar-content';

/** Every member page: side navigation (drawer on phones), header with the toggle, the page. */
export function MemberLayout() {
  const isMobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const { open, mobileOpen, setMobileOpen, toggle } = useSidebar(isMobile);
  const [profileOpen, setProfileOpen] = useState(false);
  const { data: me } = useGetMeQuery();
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { toast } = useToast();
  const { t } = useMemberText();
  const [saveLanguage] = useSetLanguageMutation();
  useAccountLanguage(me?.language);
  const name = displayName(me?.profile.fullName, me?.email);

  const endSession = useCallback(() => {
    clearSession();
    dispatch(api.util.resetApiState());
    void navigate(paths.portal, { replace: true });
  }, [dispatch, navigate]);

  // The server ends the session before the page leaves: the sign-in page would otherwise still
  // find a valid refresh cookie and send the member straight back.
  const expire = useCallback(() => {
    void logout().finally(endSession);
  }, [endSession, logout]);
  useSessionMonitor(expire);

  const onLogout = async () => {
    const result = await logout();
    if (result.error) {
      const data =
        'status' in result.error
          ? (result.error.data as { message?: string } | undefined)
          : undefined;
      toast({
        title: t('layout.logoutErrorTitle'),
        description: data?.message ?? t('layout.tryLater'),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: t('layout.loggedOut'), variant: 'success' });
    endSession();
  };

  // The choice is the browser's at once; the account keeps it for e-mails and other browsers.
  const keepLanguage = async (language: Language) => {
    const result = await saveLanguage({ language });
    if (result.error) toast({ title: t('profile.languageErrorTitle'), variant: 'destructive' });
  };

  const content = (collapsed: boolean) => (
    <SidebarContent
      collapsed={collapsed}
      displayName={name}
      onNavigate={isMobile ? () => setMobileOpen(false) : undefined}
      onProfile={() => {
        setMobileOpen(false);
        setProfileOpen(true);
      }}
      onLogout={() => void onLogout()}
    />
  );
  const width = open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_COLLAPSED;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'grey.50' }}>
      {isMobile ? (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          slotProps={{
            paper: {
              sx: { width: SIDEBAR_WIDTH_MOBILE },
              'data-testid': 'sidebar-drawer',
            } as object,
          }}
        >
          {content(false)}
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          data-testid="sidebar"
          data-state={open ? 'expanded' : 'collapsed'}
          sx={{
            width,
            flexShrink: 0,
            transition: 'width 200ms',
            '& .MuiDrawer-paper': { width, transition: 'width 200ms', boxSizing: 'border-box' },
          }}
        >
          {content(!open)}
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          color="inherit"
          elevation={0}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Toolbar variant="dense">
            <Tooltip title={t('layout.toggleSidebarHint')}>
              <IconButton edge="start" aria-label={t('layout.toggleSidebar')} onClick={toggle}>
                <MenuIcon />
              </IconButton>
            </Tooltip>
            <Box sx={{ flex: 1 }} />
            <LanguageSwitcher onChange={(language) => void keepLanguage(language)} />
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 4 } }}>
          <Outlet />
        </Box>
      </Box>
      <ProfilePanel open={profileOpen} onClose={() => setProfileOpen(false)} />
    </Box>
  );
}
