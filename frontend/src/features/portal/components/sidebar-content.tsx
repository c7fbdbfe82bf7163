import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { env } from '@/config/env';
import { useMemberText } from '../lib/use-member-text';
import { NAV_ITEMS } from '../nav-items';

interface SidebarContentProps {
  collapsed: boolean;
  displayName: string;
  onNavigate?: () => void;
  onProfile: () => void;
  onLogout: () => void;
}

/** Brand, the seven member links, and the footer with the member's name and Logout. */
export function SidebarContent({
  collapsed,
  displayName,
  onNavigate,
  onProfile,
  onLogout,
}: SidebarContentProps) {
  const { t } = useMemberText();
  const item = (label: string, icon: ReactNode, props: object) => (
    <Tooltip title={collapsed ? label : ''} placement="right" key={label}>
      <ListItemButton
        sx={{ minHeight: 44, px: collapsed ? 1.5 : 2, borderRadius: 1, mx: 0.5 }}
        {...props}
      >
        <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, color: 'inherit' }}>{icon}</ListItemIcon>
        {collapsed ? null : <ListItemText primary={label} />}
      </ListItemButton>
    </Tooltip>
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowX: 'hidden' }}>
      <Box
        sx={{ px: collapsed ? 1 : 2, py: 2, minHeight: 64, display: 'flex', alignItems: 'center' }}
      >
        <Typography variant="h6" noWrap sx={{ fontWeight: 700 }}>
          {collapsed ? env.productName.charAt(0) : env.productName}
        </Typography>
      </Box>
      <Divider />
      <List component="nav" aria-label={t('nav.label')} sx={{ flex: 1 }}>
        {NAV_ITEMS.map(({ key, to, icon: Icon }) =>
          item(t(`nav.${key}`), <Icon />, {
            component: NavLink,
            to,
            end: true,
            onClick: onNavigate,
            'aria-label': collapsed ? t(`nav.${key}`) : undefined,
            sx: {
              minHeight: 44,
              px: collapsed ? 1.5 : 2,
              borderRadius: 1,
              mx: 0.5,
              '&.active': { bgcolor: 'action.selected', fontWeight: 600 },
            },
          }),
        )}
      </List>
      <Divider />
      <List component="div" role="group" aria-label={t('nav.account')}>
        {item(displayName, <Person />, {
          onClick: onProfile,
          'aria-label': t('nav.manageProfile', { name: displayName }),
        })}
        {item(t('nav.logout'), <Logout />, { onClick: onLogout })}
      </List>
    </Box>
  );
}
