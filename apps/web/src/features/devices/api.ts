/**
 * Devices, groups, schedules and playlist assignment (contracts/devices.ts, spec 7.5, 7.6, 7.7 assign;
 * docs/screens.md) and their query keys. Every call is POST with `sessionKey` in the body and answers
 * the envelope's `response`.
 */
import type {
  playlistCreateBody,
  playlistCreateResponse,
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
  deviceSetTagsBody,
  deviceSetSleepHoursBody,
  groupSetSleepHoursBody,
  deviceTagListBody,
  deviceTagListResponse,
  deviceTagsBulkBody,
  countResult,
  groupCreateDynamicBody,
  groupUpdateRuleBody,
  groupUpdateWallBody,
  groupUpdateSyncBody,
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

/** A playlist at a video wall's full size (the wall card's shortcut). */
const createPlaylist = endpoint<typeof playlistCreateBody, typeof playlistCreateResponse>('/playlist/create');
const listOrgPlaylists = endpoint<typeof playlistListSectionBody, typeof playlistListResponse>('/playlist/listOrgPlaylists');
const listMyPlaylists = endpoint<typeof playlistListSectionBody, typeof playlistListResponse>('/playlist/listMyPlaylists');
const listStockPlaylists = endpoint<typeof playlistListStockBody, typeof playlistListResponse>('/playlist/listStockPlaylist');

export const devicesApi = {
  /** `deviceId` is the 4-digit pairing code shown on the screen. */
  accept: (organizationId: number, body: BodyOf<typeof deviceAcceptBody>) =>
    endpoint<typeof deviceAcceptBody, typeof deviceAcceptResponse>(`/device/${organizationId}/accept`)(body),
  list: (organizationId: number, body: BodyOf<typeof deviceListBody> = {}) =>
    endpoint<typeof deviceListBody, typeof deviceListResponse>(`/device/${organizationId}/list`)(body),
  info: endpoint<typeof deviceInfoBody, typeof deviceInfo>('/device/info'),
  stats: endpoint<typeof deviceStatsBody, typeof deviceStatsResponse>('/device/stats'),
  remove: endpoint<typeof deviceKeyBody, typeof okResult>('/device/remove'),
  setName: endpoint<typeof deviceSetNameBody, typeof deviceListItem>('/device/setName'),
  details: endpoint<typeof deviceDetailsBody, typeof deviceListItem>('/device/details'),
  interactive: endpoint<typeof deviceInteractiveToggleBody>('/device/interactive/toggle'),
  thumbnail: endpoint<typeof deviceKeyBody, typeof deviceThumbnailResponse>('/device/activeThumbnail'),
  groupList: endpoint<typeof deviceKeyBody, typeof deviceGroupListResponse>('/device/groupList'),
  getSchedule: endpoint<typeof deviceKeyBody, typeof scheduleResponse>('/device/getSchedule'),
  clearSchedule: endpoint<typeof deviceKeyBody, typeof scheduleResponse>('/device/clearSchedule'),
  removeScheduleEntry: endpoint<typeof deviceScheduleIndexBody, typeof scheduleResponse>('/device/removeScheduleEntry'),
  /** The entry goes as JSON text (spec: "scheduleEntry as JSON text"). */
  updateScheduleEntry: endpoint<typeof deviceUpdateScheduleEntryBody, typeof scheduleResponse>('/device/updateScheduleEntry'),
  stopPlayNow: endpoint<typeof deviceKeyBody, typeof scheduleResponse>('/device/stopPlayNow'),
  /** Our call: the player reloads its page. */
  reload: endpoint<typeof deviceKeyBody, typeof okResult>('/device/reload'),
  timeline: endpoint<typeof deviceTimelineBody, typeof deviceTimelineResponse>('/device/timeline'),
  /** Tags (docs/screens.md "Tags and dynamic groups"): one screen's, several at once, every tag in use. */
  setTags: endpoint<typeof deviceSetTagsBody, typeof deviceListItem>('/device/setTags'),
  bulkTags: endpoint<typeof deviceTagsBulkBody, typeof countResult>('/device/tags'),
  /** Sleep hours (docs/screens.md "Sleep hours"): the screen's own, null = its group's again. */
  setSleepHours: endpoint<typeof deviceSetSleepHoursBody, typeof deviceListItem>('/device/setSleepHours'),
  tagList: endpoint<typeof deviceTagListBody, typeof deviceTagListResponse>('/device/tagList'),
  /** Offline notifications (docs/insight.md "Screen health"): settings, candidates, the screens offline now. */
  health: {
    get: endpoint<typeof screenHealthGetBody, typeof screenHealthResponse>('/screenHealth/get'),
    set: endpoint<typeof screenHealthSetBody, typeof screenHealthResponse>('/screenHealth/set'),
  },

  groups: {
    timeline: endpoint<typeof groupTimelineBody, typeof deviceTimelineResponse>('/group/timeline'),
    list: endpoint<typeof groupListBody, typeof groupListResponse>('/group/list'),
    details: endpoint<typeof groupDetailsBody, typeof groupDetailsResponse>('/group/details'),
    updateDetails: endpoint<typeof groupUpdateDetailsBody, typeof groupDetailsResponse>('/group/updateDetails'),
    create: endpoint<typeof groupCreateBody, typeof groupCreateResponse>('/group/create'),
    createDynamic: endpoint<typeof groupCreateDynamicBody, typeof groupCreateResponse>('/group/createDynamic'),
    updateRule: endpoint<typeof groupUpdateRuleBody, typeof groupDetailsResponse>('/group/updateRule'),
    updateWall: endpoint<typeof groupUpdateWallBody, typeof groupDetailsResponse>('/group/updateWall'),
    createWallPlaylist: createPlaylist,
    setSleepHours: endpoint<typeof groupSetSleepHoursBody, typeof groupDetailsResponse>('/group/setSleepHours'),
    updateSync: endpoint<typeof groupUpdateSyncBody, typeof groupDetailsResponse>('/group/updateSync'),
    remove: endpoint<typeof groupIdBody, typeof okResult>('/group/remove'),
    listDevices: endpoint<typeof groupListDevicesBody, typeof deviceListResponse>('/group/listDevices'),
    addDevice: endpoint<typeof groupAddDeviceBody, typeof deviceListItem>('/group/addDevice'),
    removeDevice: endpoint<typeof groupRemoveDeviceBody, typeof deviceListItem>('/group/removeDevice'),
    path: endpoint<typeof groupGroupListBody, typeof groupPathResponse>('/group/groupList'),
    getSchedule: endpoint<typeof groupScheduleBody, typeof scheduleResponse>('/group/getSchedule'),
    updateScheduleEntry: endpoint<typeof groupUpdateScheduleEntryBody, typeof scheduleResponse>('/group/updateScheduleEntry'),
    removeScheduleEntry: endpoint<typeof groupRemoveScheduleEntryBody, typeof scheduleResponse>('/group/removeScheduleEntry'),
    stopPlayNow: endpoint<typeof groupStopPlayNowBody, typeof scheduleResponse>('/group/stopPlayNow'),
  },

  assign: {
    toDevice: endpoint<typeof playlistAssignDeviceBody, typeof playlistAssignResponse>('/playlist/assignToDevice'),
    toGroup: endpoint<typeof playlistAssignGroupBody, typeof playlistAssignResponse>('/playlist/assignToGroup'),
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
  tags: [...all, 'tags'] as const,
  members: (groupId: number) => [...all, 'members', groupId] as const,
  group: (id: number) => [...all, 'group', id] as const,
  thumbnail: (deviceKey: string) => [...all, 'thumbnail', deviceKey] as const,
  health: [...all, 'health'] as const,
  assignable: (sharedOnly: boolean) => [...all, 'assignable', sharedOnly] as const,
};
