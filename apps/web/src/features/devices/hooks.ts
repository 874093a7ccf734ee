import { can } from '@signage/shared';
import { useQuery } from '@tanstack/react-query';
import { useStoredUser } from '../../state/session.ts';
import { assignApi, devicesApi, groupsApi } from './api.ts';

/** Live pages refresh every 10 s (spec part 9). */
export const LIVE_REFRESH_MS = 10_000;

export const deviceKeys = {
  all: ['devices'] as const,
  list: (orgId: number) => ['devices', 'list', orgId] as const,
  stats: ['devices', 'stats'] as const,
  info: (deviceKey: string) => ['devices', 'info', deviceKey] as const,
  schedule: (target: string) => ['devices', 'schedule', target] as const,
  timeline: (deviceKey: string) => ['devices', 'timeline', deviceKey] as const,
  groupTimeline: (groupId: number, timeZone: string) => ['devices', 'timeline', 'group', groupId, timeZone] as const,
  groups: ['devices', 'groups'] as const,
  group: (id: number) => ['devices', 'group', id] as const,
  thumbnail: (deviceKey: string) => ['devices', 'thumbnail', deviceKey] as const,
  assignable: ['devices', 'assignable'] as const,
};

export function useDevices(live = true, enabled = true) {
  const user = useStoredUser();
  const orgId = user?.organizationId ?? 0;
  return useQuery({
    queryKey: deviceKeys.list(orgId),
    queryFn: () => devicesApi.list(orgId),
    enabled: enabled && orgId > 0,
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });
}

export function useDeviceStats() {
  return useQuery({ queryKey: deviceKeys.stats, queryFn: devicesApi.stats, refetchInterval: LIVE_REFRESH_MS });
}

export function useGroups() {
  return useQuery({ queryKey: deviceKeys.groups, queryFn: () => groupsApi.list() });
}

/** Published playlists the caller may assign (spec: a screen manager only shared ones). */
export function useAssignablePlaylists(enabled = true) {
  const user = useStoredUser();
  const sharedOnly = !can(user?.role, 'content.manage');
  return useQuery({ queryKey: [...deviceKeys.assignable, sharedOnly], queryFn: () => assignApi.assignable(sharedOnly), enabled });
}
