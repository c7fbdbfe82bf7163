import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Dashboard from '@mui/icons-material/Dashboard';
import FolderOpen from '@mui/icons-material/FolderOpen';
import Lightbulb from '@mui/icons-material/Lightbulb';
import Assessment from '@mui/icons-material/Assessment';
import School from '@mui/icons-material/School';
import SmartToy from '@mui/icons-material/SmartToy';
import type { SvgIconComponent } from '@mui/icons-material';

export interface NavItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
}

/** The member side navigation (spec: shared layout of authenticated pages). */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: Dashboard },
  { label: 'Masterclass', to: '/masterclass', icon: School },
  { label: 'Scorecard', to: '/scorecard', icon: Assessment },
  { label: 'AI Solutions', to: '/ai-solutions', icon: Lightbulb },
  { label: 'AI Prompts', to: '/ai-prompts', icon: AutoAwesome },
  { label: 'AI Copilots', to: '/ai-copilots', icon: SmartToy },
  { label: 'Resources', to: '/dashboard-resources', icon: FolderOpen },
];

export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_COLLAPSED = '3rem';
export const MOBILE_QUERY = '(max-width:767.98px)';
