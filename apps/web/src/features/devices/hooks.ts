import { can } from '@signage/shared';
import { useQuery } from '@tanstack/react-query';
import { useStoredUser } from '../../state/session.ts';
import { deviceKeys, devicesApi } from './api.ts';

/** Live pages refresh every 10 s (spec part 9). */
export const LIVE_REFRESH_MS = 10_000;

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
  return useQuery({ queryKey: deviceKeys.stats, queryFn: () => devicesApi.stats({}), refetchInterval: LIVE_REFRESH_MS });
}

export function useGroups() {
  return useQuery({ queryKey: deviceKeys.groups, queryFn: () => devicesApi.groups.list({ parentId: -1, all: true }) });
}

/** Published playlists the caller may assign (spec: a screen manager only shared ones). */
export function useAssignablePlaylists(enabled = true) {
  const user = useStoredUser();
  const sharedOnly = !can(user?.role, 'content.manage');
  return useQuery({ queryKey: deviceKeys.assignable(sharedOnly), queryFn: () => devicesApi.assign.assignable(sharedOnly), enabled });
}
