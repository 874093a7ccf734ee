/**
 * Devices, groups, schedules and playlist assignment (spec 7.5, 7.6, 7.7 assign; docs/screens.md).
 * Every call is POST with `sessionKey` in the body and answers the envelope's `response`.
 */
import type {
  DeviceInfo,
  DeviceListItem,
  DeviceStats,
  DeviceTimeline,
  DeviceType,
  GroupItem,
  PlaylistListResponse,
  ScheduleResponse,
} from '@signage/shared';
import { api } from '../../api/client.ts';
import type { ScheduleEntryValue } from './schedule/entry.ts';

const auth = { auth: true } as const;

export interface DeviceDetailsInput {
  deviceType: DeviceType;
  deviceDescription: string;
  rotation?: 0 | 90 | 180 | 270;
  timeZone?: string;
  active?: boolean;
}

export const devicesApi = {
  accept: (organizationId: number, code: string, extra: { name?: string; groupId?: number } = {}) =>
    api.post<{ deviceKey: string; device: DeviceListItem }>(`/device/${organizationId}/accept`, { deviceId: code, ...extra }, auth),
  list: (organizationId: number) => api.post<DeviceListItem[]>(`/device/${organizationId}/list`, {}, auth),
  info: (deviceKey: string, organizationId?: number) =>
    api.post<DeviceInfo>('/device/info', { deviceKey, ...(organizationId ? { organizationId } : {}) }, auth),
  stats: () => api.post<DeviceStats>('/device/stats', {}, auth),
  remove: (deviceKey: string) => api.post<unknown>('/device/remove', { deviceKey }, auth),
  setName: (deviceKey: string, deviceName: string) => api.post<unknown>('/device/setName', { deviceKey, deviceName }, auth),
  details: (deviceKey: string, details: DeviceDetailsInput) => api.post<unknown>('/device/details', { deviceKey, ...details }, auth),
  interactive: (organizationId: number, deviceKeys: string[], interactive: boolean) =>
    api.post<{ count: number }>('/device/interactive/toggle', { organizationId, deviceKeys, interactive }, auth),
  thumbnail: (deviceKey: string) =>
    api.post<{ url: string | null; takenAt: string | null; requested: boolean }>('/device/activeThumbnail', { deviceKey }, auth),
  groupList: (deviceKey: string) => api.post<{ id: number; name: string }[]>('/device/groupList', { deviceKey }, auth),
  getSchedule: (deviceKey: string) => api.post<ScheduleResponse>('/device/getSchedule', { deviceKey }, auth),
  clearSchedule: (deviceKey: string) => api.post<unknown>('/device/clearSchedule', { deviceKey }, auth),
  removeScheduleEntry: (deviceKey: string, scheduleEntryIndex: number) =>
    api.post<unknown>('/device/removeScheduleEntry', { deviceKey, scheduleEntryIndex }, auth),
  updateScheduleEntry: (deviceKey: string, scheduleEntryIndex: number, entry: ScheduleEntryValue) =>
    api.post<unknown>('/device/updateScheduleEntry', { deviceKey, scheduleEntryIndex, scheduleEntry: JSON.stringify(entry) }, auth),
  stopPlayNow: (deviceKey: string) => api.post<unknown>('/device/stopPlayNow', { deviceKey }, auth),
  /** Our call: the player reloads its page. */
  reload: (deviceKey: string) => api.post<unknown>('/device/reload', { deviceKey }, auth),
  timeline: (deviceKey: string, days = 7) => api.post<DeviceTimeline>('/device/timeline', { deviceKey, days }, auth),
};

export const groupsApi = {
  timeline: (groupId: number, timeZone: string, days = 7) => api.post<DeviceTimeline>('/group/timeline', { groupId, timeZone, days }, auth),
  list: (organizationId?: number) =>
    api.post<GroupItem[]>('/group/list', { parentId: -1, all: true, ...(organizationId ? { organizationId } : {}) }, auth),
  details: (id: number, organizationId?: number) =>
    api.post<GroupItem>('/group/details', { id, ...(organizationId ? { organizationId } : {}) }, auth),
  updateDetails: (id: number, body: { name: string; description: string; parentId?: number }) =>
    api.post<unknown>('/group/updateDetails', { id, ...body }, auth),
  create: (name: string, description: string, parentId: number, deviceArray: string[] = []) =>
    api.post<{ id: number; group: GroupItem }>('/group/create', { name, description, parentId, deviceArray }, auth),
  remove: (id: number) => api.post<unknown>('/group/remove', { id }, auth),
  listDevices: (groupId: number) => api.post<DeviceListItem[]>('/group/listDevices', { groupId }, auth),
  addDevice: (groupId: number, deviceKey: string) => api.post<unknown>('/group/addDevice', { groupId, deviceKey }, auth),
  removeDevice: (deviceKey: string) => api.post<unknown>('/group/removeDevice', { deviceKey }, auth),
  path: (groupId: number) => api.post<{ id: number; name: string }[]>('/group/groupList', { groupId }, auth),
  getSchedule: (groupId: number) => api.post<ScheduleResponse>('/group/getSchedule', { groupId }, auth),
  updateScheduleEntry: (groupId: number, scheduleEntryIndex: number, entry: ScheduleEntryValue) =>
    api.post<unknown>('/group/updateScheduleEntry', { groupId, scheduleEntryIndex, scheduleEntry: JSON.stringify(entry) }, auth),
  removeScheduleEntry: (groupId: number, scheduleEntryIndex: number) =>
    api.post<unknown>('/group/removeScheduleEntry', { groupId, scheduleEntryIndex }, auth),
  stopPlayNow: (groupId: number) => api.post<unknown>('/group/stopPlayNow', { groupId }, auth),
};

/** `scheduleData` of the assign calls (docs/screens.md). */
export type ScheduleData = { mode: 'playNow' } | { mode: 'schedule'; entry: Omit<ScheduleEntryValue, 'playlistId'> };

export const assignApi = {
  toDevice: (deviceKey: string, playlistId: number, scheduleData: ScheduleData) =>
    api.post<unknown>('/playlist/assignToDevice', { deviceKey, playlistId, scheduleData }, auth),
  toGroup: (groupId: number, playlistId: number, scheduleData: ScheduleData) =>
    api.post<unknown>('/playlist/assignToGroup', { groupId, playlistId, scheduleData }, auth),
  /** Published playlists the caller may assign (a screen manager: shared and stock only), all folder levels. */
  assignable: async (sharedOnly: boolean) => {
    const flat = { count: 500, includeFolders: false, ignoreFolderLevels: true };
    const calls = [
      api.post<PlaylistListResponse>('/playlist/listOrgPlaylists', flat, auth),
      api.post<PlaylistListResponse>('/playlist/listStockPlaylist', { count: 500 }, auth),
      ...(sharedOnly ? [] : [api.post<PlaylistListResponse>('/playlist/listMyPlaylists', flat, auth)]),
    ];
    const lists = await Promise.allSettled(calls);
    const seen = new Set<number>();
    return lists
      .flatMap((l) => (l.status === 'fulfilled' ? l.value.results : []))
      .filter((p) => p.type === 'playlist' && p.isPublished && !seen.has(p.id) && Boolean(seen.add(p.id)))
      .sort((a, b) => a.name.localeCompare(b.name));
  },
};
