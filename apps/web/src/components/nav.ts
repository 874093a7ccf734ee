import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlined';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutlined';
import PermMediaOutlined from '@mui/icons-material/PermMediaOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SlideshowOutlined from '@mui/icons-material/SlideshowOutlined';
import TvOutlined from '@mui/icons-material/TvOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import { type LicenceFlags, NAV_RULES, type NavItem, type Role, visibleNavItems } from '@signage/shared';

type SvgIconComponent = typeof SvgIcon;

/**
 * Navigation items whose pages exist. Adding a feature = adding its item here (and its route).
 * The order of the side navigation always follows spec 2.3 (NAV_ITEMS), not this list.
 */
export const IMPLEMENTED_NAV_ITEMS: readonly NavItem[] = [
  'dashboard',
  'playlists',
  'media',
  'devices',
  'messages',
  'users',
  'organizations',
  'alerts',
  'stats',
  'help',
  'settings',
  'account',
];

export const NAV_ICONS: Record<NavItem, SvgIconComponent> = {
  dashboard: DashboardOutlined,
  playlists: SlideshowOutlined,
  media: PermMediaOutlined,
  devices: TvOutlined,
  messages: ChatOutlined,
  users: PeopleOutline,
  organizations: AccountTreeOutlined,
  alerts: CampaignOutlined,
  stats: InsertChartOutlined,
  help: HelpOutline,
  settings: SettingsOutlined,
  account: AccountCircleOutlined,
};

/** Flags used before the licence has loaded: nothing extra is shown until it is known. */
export const NO_FLAGS: LicenceFlags = {
  enableMessages: false,
  enableBroadcastAlerts: false,
  allowCanva: false,
  aiAssistantEnabled: false,
  interactionEnabled: false,
  contentPlatformEditor: false,
  widgets: { weather: false, news: false, facebook: false, instagram: false, qrCode: false },
  stats: false,
};

export function isImplemented(item: NavItem): boolean {
  return IMPLEMENTED_NAV_ITEMS.includes(item);
}

/** The side-navigation entries for a role under the licence flags (spec 2.3 and part 6). */
export function navEntries(role: Role, flags: LicenceFlags) {
  return visibleNavItems(role, flags)
    .filter(isImplemented)
    .map((item) => ({ item, path: NAV_RULES[item].path, Icon: NAV_ICONS[item] }));
}

/** Which item a path belongs to (the selected menu item). */
export function navItemForPath(pathname: string): NavItem | null {
  if (pathname === '/home' || pathname === '/home/') return 'dashboard';
  const segment = pathname.split('/')[2] ?? '';
  const map: Record<string, NavItem> = {
    playlists: 'playlists',
    template: 'playlists',
    media: 'media',
    devicemanagement: 'devices',
    devices: 'devices',
    devicegroup: 'devices',
    messages: 'messages',
    users: 'users',
    organizations: 'organizations',
    licensing: 'organizations',
    alerts: 'alerts',
    stats: 'stats',
    help: 'help',
    settings: 'settings',
    account: 'account',
  };
  return map[segment] ?? null;
}
