import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Dashboard from '@mui/icons-material/Dashboard';
import FolderOpen from '@mui/icons-material/FolderOpen';
import Lightbulb from '@mui/icons-material/Lightbulb';
import Assessment from '@mui/icons-material/Assessment';
import School from '@mui/icons-material/School';
import SmartToy from '@mui/icons-material/SmartToy';
import type { SvgIconComponent } from '@mui/icons-material';

export interface NavItem {
  /** The label's key in `portal/member` (`nav.…`). */
  key: string;
  to: string;
  icon: SvgIconComponent;
}

/** The member side navigation (spec: shared layout of authenticated pages). */
export const NAV_ITEMS: NavItem[] = [
  { key: 'dashboard', to: '/dashboard', icon: Dashboard },
  { key: 'masterclass', to: '/masterclass', icon: School },
  { key: 'scorecard', to: '/scorecard', icon: Assessment },
  { key: 'aiSolutions', to: '/ai-solutions', icon: Lightbulb },
  { key: 'aiPrompts', to: '/ai-prompts', icon: AutoAwesome },
  { key: 'aiCopilots', to: '/ai-copilots', icon: SmartToy },
  { key: 'resources', to: '/dashboard-resources', icon: FolderOpen },
];

export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_COLLAPSED = '3rem';
export const MOBILE_QUERY = '(max-width:767.98px)';
