/**
 * The role/permission matrix of spec part 6, as data. The server's access guard and the web app's
 * navigation both read it; nothing else decides what a role may do.
 */
import type { Role } from './roles.ts';

export const PERMISSIONS = {
  /** Devices, groups, groups tab, sidebar screens. */
  'devices.manage': ['admin', 'owner', 'screen_manager', 'staff'],
  /** Sidebar messages (also behind the licence flag enableMessages). */
  'messages.view': ['admin', 'owner', 'screen_manager', 'staff'],
  /** Media, playlists and templates, upload, playlist create/edit/delete, stock media, folders. */
  'content.manage': ['admin', 'owner', 'content_creator', 'staff'],
  /** Screen managers may assign shared playlists only (spec part 6). */
  'playlists.assignShared': ['admin', 'owner', 'content_creator', 'staff', 'screen_manager'],
  'dashboard.view': ['owner', 'admin', 'staff', 'screen_manager', 'content_creator'],
  'help.view': ['owner', 'admin', 'staff', 'screen_manager', 'content_creator'],
  'account.manage': ['owner', 'admin', 'staff', 'screen_manager', 'content_creator'],
  'settings.view': ['owner', 'admin', 'staff', 'screen_manager', 'content_creator'],
  'users.manage': ['admin', 'owner'],
  'stats.view': ['admin', 'owner'],
  'organizations.manage': ['admin', 'owner'],
  'alerts.manage': ['admin', 'owner'],
  'stock.unshareAll': ['admin', 'owner'],
  'ai.use': ['admin', 'owner'],
  'users.addAdmin': ['owner'],
  'users.addStandard': ['admin', 'owner'],
  'users.manageOwner': ['owner'],
  'licence.manage': ['admin', 'owner'],
  /**
   * The activity log (docs/insight.md): every role reads it; owners and admins the whole
   * organization, the other roles their own actions and entries about what their role may see.
   */
  'activity.view': ['owner', 'admin', 'staff', 'screen_manager', 'content_creator'],
  'activity.viewAll': ['admin', 'owner'],
  /**
   * Screen health (docs/insight.md): who changes the offline notifications. Reading them
   * (and the screens offline now) needs `devices.manage`.
   */
  'screens.health': ['admin', 'owner'],
  /** Contact support (docs/support.md): every signed-in user writes to support. */
  'support.send': ['owner', 'admin', 'staff', 'screen_manager', 'content_creator'],
  /** Organization API tokens (docs/api-tokens.md): list, create, revoke. */
  'apiTokens.manage': ['admin', 'owner'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** Roles a user of `actor` role may assign to others (spec part 6: add admin owner only). */
export function assignableRoles(actor: Role): Role[] {
  const roles: Role[] = [];
  if (can(actor, 'users.manageOwner')) roles.push('owner');
  if (can(actor, 'users.addAdmin')) roles.push('admin');
  if (can(actor, 'users.addStandard')) roles.push('staff', 'screen_manager', 'content_creator');
  return roles;
}

/** Licence flags that gate navigation items and calls. */
export interface LicenceFlags {
  enableMessages: boolean;
  enableBroadcastAlerts: boolean;
  allowCanva: boolean;
  aiAssistantEnabled: boolean;
  interactionEnabled: boolean;
  contentPlatformEditor: boolean;
  widgets: { weather: boolean; news: boolean; facebook: boolean; instagram: boolean; qrCode: boolean };
  stats: boolean;
}

export const NAV_ITEMS = [
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
] as const;
export type NavItem = (typeof NAV_ITEMS)[number];

interface NavRule {
  path: string;
  permission: Permission;
  flag?: (flags: LicenceFlags) => boolean;
}

/** Side navigation (spec 2.3): the 12 items, their home paths, who sees them, which flag hides them. */
export const NAV_RULES: Record<NavItem, NavRule> = {
  dashboard: { path: '/home', permission: 'dashboard.view' },
  playlists: { path: '/home/playlists/my', permission: 'content.manage' },
  media: { path: '/home/media/my', permission: 'content.manage' },
  devices: { path: '/home/devicemanagement/devices', permission: 'devices.manage' },
  messages: { path: '/home/messages', permission: 'messages.view', flag: (f) => f.enableMessages },
  users: { path: '/home/users', permission: 'users.manage' },
  organizations: { path: '/home/organizations', permission: 'organizations.manage' },
  alerts: { path: '/home/alerts/list', permission: 'alerts.manage', flag: (f) => f.enableBroadcastAlerts },
  stats: { path: '/home/stats', permission: 'stats.view', flag: (f) => f.stats },
  help: { path: '/home/help/contact', permission: 'help.view' },
  settings: { path: '/home/settings', permission: 'settings.view' },
  account: { path: '/home/account', permission: 'account.manage' },
};

/** Navigation items visible to a role under the licence flags. */
export function visibleNavItems(role: Role, flags: LicenceFlags): NavItem[] {
  return NAV_ITEMS.filter((item) => {
    const rule = NAV_RULES[item];
    if (!can(role, rule.permission)) return false;
    return rule.flag ? rule.flag(flags) : true;
  });
}

/**
 * Which permission a CMS path under /home needs (used by POST /auth/check {role, path}).
 * Longest prefix wins; unknown paths need only a valid session.
 */
const PATH_PERMISSIONS: Array<[string, Permission]> = [
  ['/home/playlists', 'content.manage'],
  ['/home/template', 'content.manage'],
  ['/home/media', 'content.manage'],
  ['/home/devicemanagement', 'devices.manage'],
  ['/home/devices', 'devices.manage'],
  ['/home/devicegroup', 'devices.manage'],
  ['/devicemanagement', 'devices.manage'],
  ['/home/messages', 'messages.view'],
  ['/home/users', 'users.manage'],
  ['/home/organizations', 'organizations.manage'],
  ['/home/licensing', 'licence.manage'],
  ['/home/alerts', 'alerts.manage'],
  ['/home/stats', 'stats.view'],
  ['/home/help', 'help.view'],
  ['/home/settings', 'settings.view'],
  ['/home/account', 'account.manage'],
  ['/home/activity', 'activity.view'],
];

export function permissionForPath(path: string): Permission | null {
  const clean = path.split(/[?#]/)[0] ?? '';
  let best: [string, Permission] | null = null;
  for (const entry of PATH_PERMISSIONS) {
    const [prefix] = entry;
    if (clean === prefix || clean.startsWith(`${prefix}/`)) {
      if (!best || prefix.length > best[0].length) best = entry;
    }
  }
  return best ? best[1] : null;
}

export function canVisitPath(role: Role, path: string): boolean {
  const permission = permissionForPath(path);
  return permission === null || can(role, permission);
}
