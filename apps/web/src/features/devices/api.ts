/**
 * Devices, groups, schedules and playlist assignment (contracts/devices.ts, spec 7.5, 7.6, 7.7 assign;
 * docs/screens.md) and their query keys. Every call is POST with `sessionKey` in the body and answers
 * the envelope's `response`.
 */
import {
  deviceAcceptBody,
  deviceAcceptResponse,
  deviceDetailsBody,
  deviceGroupListResponse,
  deviceInfo,
  deviceInfoBody,
  deviceInteractiveToggleBody,
  deviceKeyBody,
  deviceListBody,
  deviceListItem,
  deviceListResponse,
  deviceScheduleIndexBody,
  deviceSetNameBody,
  deviceStatsBody,
  deviceStatsResponse,
  deviceThumbnailResponse,
  deviceTimelineBody,
  deviceTimelineResponse,
  deviceUpdateScheduleEntryBody,
  screenHealthGetBody,
  screenHealthResponse,
  screenHealthSetBody,
  groupAddDeviceBody,
  groupCreateBody,
  groupCreateResponse,
  groupDetailsBody,
  groupDetailsResponse,
  groupGroupListBody,
  groupIdBody,
  groupListBody,
  groupListDevicesBody,
  groupListResponse,
  groupPathResponse,
  groupRemoveDeviceBody,
  groupRemoveScheduleEntryBody,
  groupScheduleBody,
  groupStopPlayNowBody,
  groupTimelineBody,
  groupUpdateDetailsBody,
  groupUpdateScheduleEntryBody,
  okResult,
  playlistAssignDeviceBody,
  playlistAssignGroupBody,
  playlistAssignResponse,
  playlistListResponse,
  playlistListSectionBody,
  playlistListStockBody,
  scheduleResponse,
} from '@signage/shared';
import { type BodyOf, endpoint } from '../../api/client.ts';

/** `scheduleData` of the assign calls (docs/screens.md). */
export type ScheduleData = NonNullable<BodyOf<typeof playlistAssignDeviceBody>['scheduleData']>;

const listOrgPlaylists = endpoint('/playlist/listOrgPlaylists', { body: playlistListSectionBody, response: playlistListResponse });
const listMyPlaylists = endpoint('/playlist/listMyPlaylists', { body: playlistListSectionBody, response: playlistListResponse });
const listStockPlaylists = endpoint('/playlist/listStockPlaylist', { body: playlistListStockBody, response: playlistListResponse });

export const devicesApi = {
  /** `deviceId` is the 4-digit pairing code shown on the screen. */
  accept: (organizationId: number, body: BodyOf<typeof deviceAcceptBody>) =>
    endpoint(`/device/${organizationId}/accept`, { body: deviceAcceptBody, response: deviceAcceptResponse })(body),
  list: (organizationId: number, body: BodyOf<typeof deviceListBody> = {}) =>
    endpoint(`/device/${organizationId}/list`, { body: deviceListBody, response: deviceListResponse })(body),
  info: endpoint('/device/info', { body: deviceInfoBody, response: deviceInfo }),
  stats: endpoint('/device/stats', { body: deviceStatsBody, response: deviceStatsResponse }),
  remove: endpoint('/device/remove', { body: deviceKeyBody, response: okResult }),
  setName: endpoint('/device/setName', { body: deviceSetNameBody, response: deviceListItem }),
  details: endpoint('/device/details', { body: deviceDetailsBody, response: deviceListItem }),
  interactive: endpoint('/device/interactive/toggle', { body: deviceInteractiveToggleBody }),
  thumbnail: endpoint('/device/activeThumbnail', { body: deviceKeyBody, response: deviceThumbnailResponse }),
  groupList: endpoint('/device/groupList', { body: deviceKeyBody, response: deviceGroupListResponse }),
  getSchedule: endpoint('/device/getSchedule', { body: deviceKeyBody, response: scheduleResponse }),
  clearSchedule: endpoint('/device/clearSchedule', { body: deviceKeyBody, response: scheduleResponse }),
  removeScheduleEntry: endpoint('/device/removeScheduleEntry', { body: deviceScheduleIndexBody, response: scheduleResponse }),
  /** The entry goes as JSON text (spec: "scheduleEntry as JSON text"). */
  updateScheduleEntry: endpoint('/device/updateScheduleEntry', { body: deviceUpdateScheduleEntryBody, response: scheduleResponse }),
  stopPlayNow: endpoint('/device/stopPlayNow', { body: deviceKeyBody, response: scheduleResponse }),
  /** Our call: the player reloads its page. */
  reload: endpoint('/device/reload', { body: deviceKeyBody, response: okResult }),
  timeline: endpoint('/device/timeline', { body: deviceTimelineBody, response: deviceTimelineResponse }),
  /** Offline notifications (issue 15, screen health): settings, candidates, the screens offline now. */
  health: {
    get: endpoint('/screenHealth/get', { body: screenHealthGetBody, response: screenHealthResponse }),
    set: endpoint('/screenHealth/set', { body: screenHealthSetBody, response: screenHealthResponse }),
  },

  groups: {
    timeline: endpoint('/group/timeline', { body: groupTimelineBody, response: deviceTimelineResponse }),
    list: endpoint('/group/list', { body: groupListBody, response: groupListResponse }),
    details: endpoint('/group/details', { body: groupDetailsBody, response: groupDetailsResponse }),
    updateDetails: endpoint('/group/updateDetails', { body: groupUpdateDetailsBody, response: groupDetailsResponse }),
    create: endpoint('/group/create', { body: groupCreateBody, response: groupCreateResponse }),
    remove: endpoint('/group/remove', { body: groupIdBody, response: okResult }),
    listDevices: endpoint('/group/listDevices', { body: groupListDevicesBody, response: deviceListResponse }),
    addDevice: endpoint('/group/addDevice', { body: groupAddDeviceBody, response: deviceListItem }),
    removeDevice: endpoint('/group/removeDevice', { body: groupRemoveDeviceBody, response: deviceListItem }),
    path: endpoint('/group/groupList', { body: groupGroupListBody, response: groupPathResponse }),
    getSchedule: endpoint('/group/getSchedule', { body: groupScheduleBody, response: scheduleResponse }),
    updateScheduleEntry: endpoint('/group/updateScheduleEntry', { body: groupUpdateScheduleEntryBody, response: scheduleResponse }),
    removeScheduleEntry: endpoint('/group/removeScheduleEntry', { body: groupRemoveScheduleEntryBody, response: scheduleResponse }),
    stopPlayNow: endpoint('/group/stopPlayNow', { body: groupStopPlayNowBody, response: scheduleResponse }),
  },

  assign: {
    toDevice: endpoint('/playlist/assignToDevice', { body: playlistAssignDeviceBody, response: playlistAssignResponse }),
    toGroup: endpoint('/playlist/assignToGroup', { body: playlistAssignGroupBody, response: playlistAssignResponse }),
    /** Published playlists the caller may assign (a screen manager: shared and stock only), all folder levels. */
    assignable: async (sharedOnly: boolean) => {
      const flat = { count: 500, includeFolders: false, ignoreFolderLevels: true };
      const calls = [listOrgPlaylists(flat), listStockPlaylists({ count: 500 }), ...(sharedOnly ? [] : [listMyPlaylists(flat)])];
      const lists = await Promise.allSettled(calls);
      const seen = new Set<number>();
      return lists
        .flatMap((l) => (l.status === 'fulfilled' ? l.value.results : []))
        .filter((p) => p.type === 'playlist' && p.isPublished && !seen.has(p.id) && Boolean(seen.add(p.id)))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
  },
};

const all = ['devices'] as const;
export const deviceKeys = {
  all,
  lists: [...all, 'list'] as const,
  list: (orgId: number) => [...all, 'list', orgId] as const,
  stats: [...all, 'stats'] as const,
  info: (deviceKey: string) => [...all, 'info', deviceKey] as const,
  schedule: (target: string) => [...all, 'schedule', target] as const,
  timeline: (deviceKey: string) => [...all, 'timeline', deviceKey] as const,
  groupTimeline: (groupId: number, timeZone: string) => [...all, 'timeline', 'group', groupId, timeZone] as const,
  groups: [...all, 'groups'] as const,
  group: (id: number) => [...all, 'group', id] as const,
  thumbnail: (deviceKey: string) => [...all, 'thumbnail', deviceKey] as const,
  health: [...all, 'health'] as const,
  assignable: (sharedOnly: boolean) => [...all, 'assignable', sharedOnly] as const,
};
