import { describe, expect, it } from 'vitest';
import { assignableRoles, can, canVisitPath, type LicenceFlags, PERMISSIONS, permissionForPath, visibleNavItems } from './permissions.ts';
import { ROLES, type Role } from './roles.ts';

const allFlags: LicenceFlags = {
  enableMessages: true,
  enableBroadcastAlerts: true,
  allowCanva: true,
  aiAssistantEnabled: true,
  interactionEnabled: true,
  contentPlatformEditor: true,
  widgets: { weather: true, news: true, facebook: true, instagram: true, qrCode: true },
  stats: true,
};

/** Spec part 6, written out again as the table a reader checks against the spec. */
const SPEC: Record<string, Role[]> = {
  'devices.manage': ['admin', 'owner', 'screen_manager', 'staff'],
  'content.manage': ['admin', 'owner', 'content_creator', 'staff'],
  'users.manage': ['admin', 'owner'],
  'stats.view': ['admin', 'owner'],
  'organizations.manage': ['admin', 'owner'],
  'alerts.manage': ['admin', 'owner'],
  'screens.health': ['admin', 'owner'],
  'stock.unshareAll': ['admin', 'owner'],
  'users.addAdmin': ['owner'],
  'users.addStandard': ['admin', 'owner'],
  'dashboard.view': [...ROLES],
  'help.view': [...ROLES],
  'account.manage': [...ROLES],
  'support.send': [...ROLES],
};

describe('permission matrix (spec part 6)', () => {
  for (const [permission, allowed] of Object.entries(SPEC)) {
    for (const role of ROLES) {
      const expected = allowed.includes(role);
      it(`${role} ${expected ? 'may' : 'may not'} ${permission}`, () => {
        expect(can(role, permission as keyof typeof PERMISSIONS)).toBe(expected);
      });
    }
  }

  it('denies everything to a missing role', () => {
    for (const permission of Object.keys(PERMISSIONS)) expect(can(null, permission as keyof typeof PERMISSIONS)).toBe(false);
  });

  it('lets only the owner add admins and manage the owner role', () => {
    expect(assignableRoles('owner')).toEqual(['owner', 'admin', 'staff', 'screen_manager', 'content_creator']);
    expect(assignableRoles('admin')).toEqual(['staff', 'screen_manager', 'content_creator']);
    expect(assignableRoles('staff')).toEqual([]);
  });
});

describe('navigation', () => {
  it('shows all twelve items to an owner with every flag', () => {
    expect(visibleNavItems('owner', allFlags)).toHaveLength(12);
  });

  it('hides users, organizations, alerts and stats from non-admin roles', () => {
    for (const role of ['staff', 'screen_manager', 'content_creator'] as const) {
      const items = visibleNavItems(role, allFlags);
      for (const hidden of ['users', 'organizations', 'alerts', 'stats']) expect(items).not.toContain(hidden);
      for (const shown of ['dashboard', 'help', 'account']) expect(items).toContain(shown);
    }
    expect(visibleNavItems('screen_manager', allFlags)).not.toContain('media');
    expect(visibleNavItems('content_creator', allFlags)).not.toContain('devices');
  });

  it('hides messages, alerts and stats by licence flags', () => {
    const items = visibleNavItems('owner', { ...allFlags, enableMessages: false, enableBroadcastAlerts: false, stats: false });
    expect(items).not.toContain('messages');
    expect(items).not.toContain('alerts');
    expect(items).not.toContain('stats');
  });
});

describe('path guard', () => {
  it('maps CMS paths to permissions by longest prefix', () => {
    expect(permissionForPath('/home/users')).toBe('users.manage');
    expect(permissionForPath('/home/playlists/42?x=1')).toBe('content.manage');
    expect(permissionForPath('/home')).toBeNull();
    expect(permissionForPath('/home/usersX')).toBeNull();
  });

  it('refuses forbidden paths and allows open ones', () => {
    expect(canVisitPath('content_creator', '/home/users')).toBe(false);
    expect(canVisitPath('content_creator', '/home/media/my')).toBe(true);
    expect(canVisitPath('screen_manager', '/home/devicemanagement/devices')).toBe(true);
    expect(canVisitPath('screen_manager', '/home/playlists/my')).toBe(false);
    expect(canVisitPath('staff', '/home/account')).toBe(true);
  });
});

describe('the activity log (not in spec part 6: docs/insight.md)', () => {
  it('is read by every role; the whole organization only by owners and admins', () => {
    for (const role of ROLES) {
      expect(can(role, 'activity.view')).toBe(true);
      expect(canVisitPath(role, '/home/activity')).toBe(true);
      expect(can(role, 'activity.viewAll')).toBe(role === 'owner' || role === 'admin');
    }
    expect(permissionForPath('/home/activity?kinds=media')).toBe('activity.view');
  });
});
