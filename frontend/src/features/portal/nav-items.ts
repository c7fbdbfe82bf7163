import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Dashboard from '@mui/icons-material/Dashboard';
import FolderOpen from '@mui/icons-material/FolderOpen';
import Lightbulb from '@mui/icons-material/Lightbulb';
import Assessment from '@mui/icons-material/Assessment';
import School from '@mui/icons-material/School';
import SmartToy from '@mui/icons-material/SmartToy';
import type { SvgIconComponent } from '@mui/icons-material';

export interface NavItem {
  /** Its texts' key in `portal/member`: the label `nav.<key>`, a tile's `dashboard.tiles.<key>`. */
  key: string;
  to: string;
  icon: SvgIconComponent;
  /** Offered as a shortcut on the dashboard. */
  tile?: true;
}

/**
 * The member's destinations, in order: the side navigation lists them all, the dashboard offers
 * those marked `tile` (spec: shared layout of authenticated pages; the dashboard's shortcuts).
 */
export const NAV_ITEMS: NavItem[] = [
  { key: 'dashboard', to: '/dashboard', icon: Dashboard },
  { key: 'masterclass', to: '/masterclass', icon: School, tile: true },
  { key: 'scorecard', to: '/scorecard', icon: Assessment, tile: true },
  { key: 'aiSolutions', to: '/ai-solutions', icon: Lightbulb, tile: true },
  { key: 'aiPrompts', to: '/ai-prompts', icon: AutoAwesome, tile: true },
  { key: 'aiCopilots', to: '/ai-copilots', icon: SmartToy, tile: true },
  { key: 'resources', to: '/dashboard-resources', icon: FolderOpen, tile: true },
];

/** The dashboard's shortcuts. */
export const DASHBOARD_TILES = NAV_ITEMS.filter((item) => item.tile);

export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_COLLAPSED = '3rem';
export const MOBILE_QUERY = '(max-width:767.98px)';
