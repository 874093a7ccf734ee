import { can, type WallView } from '@signage/shared';
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

/**
 * The video wall a playlist of this aspect is made for (docs/screens.md, "Video walls"): a wall of the
 * organization whose full size is the playlist's pixel size, else null. Only for those who manage
 * screens (the others cannot read the groups).
 */
export function useWallFor(aspect: string | undefined): WallView | null {
  const user = useStoredUser();
  const allowed = can(user?.role, 'devices.manage');
  const groups = useQuery({
    queryKey: deviceKeys.groups,
    queryFn: () => devicesApi.groups.list({ parentId: -1, all: true }),
    enabled: allowed && !!aspect && /x/.test(aspect),
  });
  if (!allowed || !aspect) return null;
  return groups.data?.find((g) => g.wall?.aspect === aspect)?.wall ?? null;
}

/** Published playlists the caller may assign (spec: a screen manager only shared ones). */
export function useAssignablePlaylists(enabled = true) {
  const user = useStoredUser();
  const sharedOnly = !can(user?.role, 'content.manage');
  return useQuery({ queryKey: deviceKeys.assignable(sharedOnly), queryFn: () => devicesApi.assign.assignable(sharedOnly), enabled });
}
