import { scheduleEntry, sleepHours } from '@signage/schedule';
import { z } from 'zod';
import { freeText, groupRef, jsonDocument, recordId, recordIdParam, sessionKey } from './common.ts';
import { hashtag } from './organizations.ts';
import { wallView } from './walls.ts';

/**
 * Devices (screens) and device groups: the CMS calls of spec 7.5 and 7.6 (docs/screens.md). Every
 * call is POST under /api with JSON, `sessionKey` in the body (or `Authorization: SessionKey …`),
 * answering `{response: …}`; errors `{errorCode, message, fields?}`.
 *
 * Conventions (decisions where the spec is silent):
 * - `deviceKey` is the device's public CMS handle (22 url-safe characters); the player's credential
 *   is a separate secret that no CMS answer carries.
 * - Group ids are positive integers; the root is `-1` (ROOT_GROUP_ID), accepted by every call that
 *   takes a group id (`groupRef`). An ungrouped device has `groupId: -1`.
 * - Schedule entries are addressed by their 0-based index in the device's / group's ordered list;
 *   `scheduleEntryIndex === length` appends. A schedule entry may be sent as an object or as JSON
 *   text (spec: "scheduleEntry as JSON text"); an invalid one answers 400 `SCHEDULE_INVALID`.
 * - Another organization's device or group answers 404 exactly like a missing one.
 */

// ---- device types (spec part 3), each with its default aspect ----
export const DEVICE_TYPES = [
  'NONE',
  'EVO_ROLL',
  'EVO_ROLL_PRO',
  'EVO_TALL',
  'EVO_TALL_PRO',
  'NIO_S15_PORTRAIT',
  'NIO_S15_LANDSCAPE',
  'NIO_S10_PORTRAIT',
  'NIO_S10_LANDSCAPE',
  'MUV_PORTRAIT',
  'MUV_LANDSCAPE',
  'VUE_II',
  'TAB',
  'GEL',
  'STICK_PORTRAIT',
  'STICK_LANDSCAPE',
] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];
/** Default aspect of each type: 16:9 landscape, 9:16 portrait; NONE = custom (null). */
export const DEVICE_TYPE_ASPECT: Record<DeviceType, string | null> = {
  NONE: null,
  EVO_ROLL: '16:9',
  EVO_ROLL_PRO: '16:9',
  EVO_TALL: '9:16',
  EVO_TALL_PRO: '9:16',
  NIO_S15_PORTRAIT: '9:16',
  NIO_S15_LANDSCAPE: '16:9',
  NIO_S10_PORTRAIT: '9:16',
  NIO_S10_LANDSCAPE: '16:9',
  MUV_PORTRAIT: '9:16',
  MUV_LANDSCAPE: '16:9',
  VUE_II: '16:9',
  TAB: '16:9',
  GEL: '16:9',
  STICK_PORTRAIT: '9:16',
  STICK_LANDSCAPE: '16:9',
};

/** Spec part 4 device states, plus `sleeping`: inside its planned sleep hours (docs/screens.md "Sleep hours"). */
export const DEVICE_STATUSES = ['active', 'updating', 'sleeping', 'offline', 'inactive'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];
export const DEVICE_ROTATIONS = [0, 90, 180, 270] as const;
/** The player sends a heartbeat every 30 s; offline after two missed ones. */
export const HEARTBEAT_INTERVAL_MS = 30_000;
export const OFFLINE_AFTER_MS = 2 * HEARTBEAT_INTERVAL_MS;
/** How many days /device/timeline covers by default (and at most). */
export const TIMELINE_DEFAULT_DAYS = 7;
export const TIMELINE_MAX_DAYS = 31;
export const SCHEDULE_MAX_ENTRIES = 200;

const id = recordId;
const organizationId = recordId;
export const deviceKey = freeText('FIELD_REQUIRED').trim().min(1, { error: 'FIELD_REQUIRED' }).max(64);
/** GET /device/screenshot/{deviceKey}/{sha256}: the key is checked like in bodies (a NUL never reaches the database). */
export const deviceScreenshotParams = z.object({ deviceKey, sha256: z.string().regex(/^[a-f0-9]{64}$/) });
const scheduleEntryIndex = z.number().int().min(0).max(SCHEDULE_MAX_ENTRIES);
/**
 * A schedule entry as the CMS sends it: the object of `@signage/schedule`'s `scheduleEntry`, or its
 * JSON text. The server validates it with `scheduleEntry` (400 SCHEDULE_INVALID).
 */
export const scheduleEntryInput = z.union([freeText().max(10_000), jsonDocument()]);
const timeZone = freeText().trim().min(1).max(64);

// ---- shared shapes ----
/** Where a playlist plays now on a device (or null). */
export const nowPlaying = z.object({
  playlistId: z.number().int().nullable(),
  playlistName: z.string().nullable(),
  /** The published version the player reports playing (null = unknown / idle). */
  version: z.number().int().nullable(),
  /** Why it plays (the resolver's source, docs/screens.md). */
  source: z.record(z.string(), z.unknown()),
  since: z.string().nullable(),
});
export type NowPlaying = z.infer<typeof nowPlaying>;

/** Delivery receipt: which manifest the device applied and whether it is behind its current one. */
export const deliveryReceipt = z.object({
  /** The manifest version the server holds for the device now. */
  currentVersion: z.string().nullable(),
  /** The last manifest version the player reported applied. */
  appliedVersion: z.string().nullable(),
  appliedAt: z.string().nullable(),
  /** true = the player has not applied the current manifest yet ("behind: waiting for version N"). */
  behind: z.boolean(),
  /** The published version of the playlist on air per the current manifest (for "waiting for version N"). */
  expectedPlaylistVersion: z.number().int().nullable(),
});
export type DeliveryReceipt = z.infer<typeof deliveryReceipt>;

export const playNowState = z.object({ playlistId: z.number().int(), playlistName: z.string().nullable(), since: z.string() }).nullable();

// ---- tags and dynamic groups ----
/**
 * A screen tag: the organizations' hashtag format (letters, digits, '_' and '-', at most 40, a leading
 * '#' dropped), lower-cased so that 'Lobby' and 'lobby' are one tag.
 */
export const screenTag = hashtag.transform((v) => v.toLowerCase());
/** At most 30 tags; repeats are dropped. */
export const screenTags = z
  .array(screenTag)
  .max(30, { error: 'FIELD_INVALID' })
  .transform((v) => [...new Set(v)]);
export const TAG_RULE_MATCHES = ['all', 'any'] as const;
/** A dynamic group's rule: screens with all of, or any of, these tags (at least one). */
export const tagRule = z.strictObject({
  match: z.enum(TAG_RULE_MATCHES, { error: 'FIELD_INVALID' }),
  tags: z
    .array(screenTag)
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(30, { error: 'FIELD_INVALID' })
    .transform((v) => [...new Set(v)]),
});
export type TagRule = z.output<typeof tagRule>;
export const tagRuleView = z.object({ match: z.enum(TAG_RULE_MATCHES), tags: z.array(z.string()) });

/** One device as every device list shows it. */
export const deviceListItem = z.object({
  id: z.number().int(),
  deviceKey: z.string(),
  organizationId: z.number().int(),
  /** Never empty: 'Screen {id}' when no name was set. */
  name: z.string(),
  /** true when the name is the default 'Screen {id}'. */
  defaultName: z.boolean(),
  /** -1 = ungrouped. */
  groupId: z.number().int(),
  groupName: z.string().nullable(),
  interactive: z.boolean(),
  deviceType: z.enum(DEVICE_TYPES),
  /** The device type's default aspect (null for NONE). */
  aspect: z.string().nullable(),
  description: z.string(),
  appVersion: z.string(),
  androidVersion: z.string(),
  rotation: z.number().int(),
  timeZone: z.string(),
  active: z.boolean(),
  status: z.enum(DEVICE_STATUSES),
  /** Spec part 3 field: true when status is offline. */
  offline: z.boolean(),
  lastSeenAt: z.string().nullable(),
  nowPlaying: nowPlaying.nullable(),
  playNow: playNowState,
  delivery: deliveryReceipt,
  screenshotUrl: z.string().nullable(),
  screenshotAt: z.string().nullable(),
  storageUsedBytes: z.number().nullable(),
  storageQuotaBytes: z.number().nullable(),
  screenWidth: z.number().int().nullable(),
  screenHeight: z.number().int().nullable(),
  /** Catalogue font ids the screen reported, in its last heartbeat, as not loaded in time (slides show a fallback family); [] = none. */
  fontFallbacks: z.array(z.string()),
  /** The screen's tags (lower case, without '#'). */
  tags: z.array(z.string()),
  pairedAt: z.string().nullable(),
  /** Its own sleep hours; null = it follows `sleepFrom` (or never sleeps). */
  sleepHours: sleepHours.nullable(),
  /** The group whose sleep hours it follows when it has none of its own (null = its own, or none). */
  sleepFrom: z.object({ groupId: z.number().int(), groupName: z.string(), sleepHours }).nullable(),
});
export type DeviceListItem = z.infer<typeof deviceListItem>;
/** /device/info answers the list item plus its schedule and group path. */
export const deviceInfo = deviceListItem.extend({
  schedule: z.array(scheduleEntry),
  groupPath: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type DeviceInfo = z.infer<typeof deviceInfo>;

// ---- device calls (spec 7.6) ----
/** /device/{organizationId}/accept: `deviceId` is the 4-digit pairing code shown on the screen. */
export const deviceAcceptBody = z.strictObject({
  sessionKey,
  deviceId: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^\d{4}$/, { error: 'DEVICE_CODE_INVALID' })),
  /** Optional name and group to give the new device. */
  name: freeText().trim().max(120).optional(),
  groupId: groupRef.optional(),
});
export const deviceAcceptResponse = z.object({ deviceKey: z.string(), device: deviceListItem });
export const deviceOrgParams = z.strictObject({ organizationId: recordIdParam });
export const deviceListBody = z.strictObject({
  sessionKey,
  /** Only devices of this group (-1 = ungrouped); left out = all. */
  groupId: groupRef.optional(),
});
export const deviceListResponse = z.array(deviceListItem);
export const deviceKeyBody = z.strictObject({ sessionKey, deviceKey });
export const deviceInfoBody = z.strictObject({ sessionKey, deviceKey, organizationId: organizationId.optional() });
/** /device/stats: the caller's organization, or one of its sub-organizations. */
export const deviceStatsBody = z.strictObject({ sessionKey, organizationId: organizationId.optional() });
export const deviceStatsResponse = z.object({
  active: z.number().int(),
  inactive: z.number().int(),
  offline: z.number().int(),
  updating: z.number().int(),
  /** Inside their planned sleep hours (not counted as offline). */
  sleeping: z.number().int(),
  total: z.number().int(),
});
export type DeviceStats = z.infer<typeof deviceStatsResponse>;
export const deviceSetNameBody = z.strictObject({
  sessionKey,
  deviceKey,
  /** '' → 'Screen {id}'. */
  deviceName: freeText('FIELD_REQUIRED').trim().max(120, { error: 'NAME_TOO_LONG' }),
});
export const deviceDetailsBody = z.strictObject({
  sessionKey,
  deviceKey,
  deviceType: z.enum(DEVICE_TYPES, { error: 'FIELD_INVALID' }),
  deviceDescription: freeText().trim().max(1000, { error: 'NAME_TOO_LONG' }).default(''),
  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]).optional(),
  timeZone: timeZone.optional(),
  /** false = disabled (status inactive). */
  active: z.boolean().optional(),
});
export const deviceInteractiveToggleBody = z.strictObject({
  sessionKey,
  organizationId,
  deviceKeys: z.array(deviceKey).min(1).max(500),
  interactive: z.boolean(),
});
export const countResult = z.object({ count: z.number().int() });
export const deviceGroupListResponse = z.array(z.object({ id: z.number().int(), name: z.string() }));
export const deviceThumbnailResponse = z.object({
  /** The latest screenshot (GET with the session cookie), or null. */
  url: z.string().nullable(),
  takenAt: z.string().nullable(),
  /** true when the player was asked for a fresh one (it is connected). */
  requested: z.boolean(),
});
export const deviceScheduleIndexBody = z.strictObject({ sessionKey, deviceKey, scheduleEntryIndex });
export const deviceUpdateScheduleEntryBody = z.strictObject({
  sessionKey,
  deviceKey,
  scheduleEntryIndex,
  scheduleEntry: scheduleEntryInput,
});
/** getSchedule answers the ordered entries plus the play-now state. */
export const scheduleResponse = z.object({
  schedule: z.array(scheduleEntry),
  playNow: playNowState,
  /** Names of the playlists the entries reference. */
  playlists: z.record(z.string(), z.object({ name: z.string(), publishedVersion: z.number().int() })),
  timeZone: z.string().optional(),
});
export type ScheduleResponse = z.infer<typeof scheduleResponse>;
export const deviceTimelineBody = z.strictObject({
  sessionKey,
  deviceKey,
  days: z.number().int().min(1).max(TIMELINE_MAX_DAYS).default(TIMELINE_DEFAULT_DAYS),
  /** Start instant (ISO); default now. */
  from: z.iso.datetime({ offset: true }).optional(),
});
/** One labelled span of "what plays when, and why". */
export const timelineSpan = z.object({
  start: z.string(),
  end: z.string(),
  playlistId: z.number().int().nullable(),
  playlistName: z.string().nullable(),
  /** The resolver's Source: {kind: 'alert'|'devicePlayNow'|'deviceSchedule'|'groupPlayNow'|'groupSchedule'|'idle', …}. */
  source: z.record(z.string(), z.unknown()),
  /** The playlist that would have played here but was passed over (outside its validity window, or no slide inside theirs). */
  skipped: z
    .object({ playlistId: z.number().int(), playlistName: z.string().nullable(), reason: z.enum(['notYet', 'expired', 'noValidSlides']) })
    .optional(),
});
export type TimelineSpan = z.infer<typeof timelineSpan>;
/** A slide of a playlist in the timeline with a validity window: what it is now (`notYet`, `expired`, or null = showing). */
export const timelineSlideWindow = z.object({
  playlistId: z.number().int(),
  playlistName: z.string().nullable(),
  /** 0-based position in the playlist. */
  position: z.number().int(),
  showFrom: z.string().nullable(),
  showUntil: z.string().nullable(),
  state: z.enum(['notYet', 'expired']).nullable(),
});
export type TimelineSlideWindow = z.infer<typeof timelineSlideWindow>;
export const deviceTimelineResponse = z.object({
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  spans: z.array(timelineSpan),
  /** Slides with a validity window in the playlists of the timeline (ours; absent when there are none). */
  slideWindows: z.array(timelineSlideWindow).optional(),
});
export type DeviceTimeline = z.infer<typeof deviceTimelineResponse>;

// ---- groups (spec 7.5) ----
export const groupItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** -1 = under the root. */
  parentId: z.number().int(),
  organizationId: z.number().int(),
  deviceCount: z.number().int(),
  childCount: z.number().int(),
  playNow: playNowState,
  scheduleCount: z.number().int(),
  /** null = a normal group; else a dynamic group: its members are the screens its rule matches (deviceCount counts them). */
  rule: tagRuleView.nullable(),
  /** null = not a video wall; else its layout and the cells of its screens. */
  wall: wallView.nullable(),
  /** When its screens sleep unless a screen has its own (null = none). */
  sleepHours: sleepHours.nullable(),
  /** Synchronized playback (docs/player.md): the group's screens play on one shared timeline. */
  sync: z.boolean(),
});
export type GroupItem = z.infer<typeof groupItem>;
export const groupListBody = z.strictObject({
  sessionKey,
  parentId: groupRef.default(-1),
  organizationId: organizationId.optional(),
  /** true = every group of the organization, whatever its parent. */
  all: z.boolean().default(false),
});
export const groupListResponse = z.array(groupItem);
export const groupDetailsBody = z.strictObject({ sessionKey, id: groupRef, organizationId: organizationId.optional() });
export const groupDetailsResponse = groupItem;
const groupName = freeText('FIELD_REQUIRED').trim().min(1, { error: 'FIELD_REQUIRED' }).max(120, { error: 'NAME_TOO_LONG' });
export const groupUpdateDetailsBody = z.strictObject({
  sessionKey,
  id,
  name: groupName,
  description: freeText().trim().max(1000, { error: 'NAME_TOO_LONG' }).default(''),
  organizationId: organizationId.optional(),
  /** Moves the group (not under itself or a descendant). */
  parentId: groupRef.optional(),
});
export const groupCreateBody = z.strictObject({
  sessionKey,
  name: groupName,
  description: freeText().trim().max(1000, { error: 'NAME_TOO_LONG' }).default(''),
  parentId: groupRef.default(-1),
  /** deviceKeys to move into the new group. */
  deviceArray: z.array(deviceKey).max(500).default([]),
  /** A root group of a sub-organization (default: the caller's; a parent group implies its own). */
  organizationId: organizationId.optional(),
});
export const groupCreateResponse = z.object({ id: z.number().int(), group: groupItem });
export const groupIdBody = z.strictObject({ sessionKey, id });
export const groupListDevicesBody = z.strictObject({ sessionKey, groupId: groupRef, organizationId: organizationId.optional() });
export const groupAddDeviceBody = z.strictObject({ sessionKey, groupId: groupRef, deviceKey, interactive: z.boolean().optional() });
export const groupAddDevicesBody = z.strictObject({
  sessionKey,
  groupId: groupRef,
  /** JSON text of a deviceKey array (spec), or the array itself. */
  deviceKeyList: z.union([freeText().max(50_000), z.array(deviceKey).max(500)]),
});
export const groupRemoveDeviceBody = z.strictObject({ sessionKey, deviceKey });
export const groupGroupListBody = z.strictObject({ sessionKey, groupId: groupRef });
/** Root-first path of a group (or of a device's group): [{id, name}], without the root. */
export const groupPathResponse = z.array(z.object({ id: z.number().int(), name: z.string() }));
export const groupScheduleBody = z.strictObject({ sessionKey, groupId: groupRef });
/** Our own call: "what plays when, and why" on the group's screens that have no schedule of their own. */
export const groupTimelineBody = z.strictObject({
  sessionKey,
  groupId: groupRef,
  days: z.number().int().min(1).max(TIMELINE_MAX_DAYS).default(TIMELINE_DEFAULT_DAYS),
  from: z.iso.datetime({ offset: true }).optional(),
  /** IANA zone of the wall times; default: the zone of the group's first screen, else UTC. */
  timeZone: timeZone.optional(),
});
export const groupUpdateScheduleEntryBody = z.strictObject({
  sessionKey,
  groupId: groupRef,
  scheduleEntryIndex,
  scheduleEntry: scheduleEntryInput,
});
export const groupRemoveScheduleEntryBody = z.strictObject({
  sessionKey,
  groupId: groupRef,
  scheduleEntryIndex,
  /** Accepted and ignored (spec lists it). */
  scheduleEntry: scheduleEntryInput.optional(),
});
export const groupStopPlayNowBody = z.strictObject({ sessionKey, groupId: groupRef });
export const okResult = z.object({ ok: z.literal(true) });

// ---- tags and dynamic groups (our calls) ----
/** /device/setTags: replaces the screen's tags. */
export const deviceSetTagsBody = z.strictObject({ sessionKey, deviceKey, tags: screenTags });
/** /device/tags: adds and removes tags on several screens at once (all visible, or 404 and nothing changes). */
export const deviceTagsBulkBody = z.strictObject({
  sessionKey,
  deviceKeys: z.array(deviceKey).min(1, { error: 'FIELD_REQUIRED' }).max(500, { error: 'FIELD_INVALID' }),
  add: screenTags.default([]),
  remove: screenTags.default([]),
});
/** /device/tagList: every tag the organization's screens carry, sorted. */
export const deviceTagListBody = z.strictObject({ sessionKey, organizationId: organizationId.optional() });
export const deviceTagListResponse = z.array(z.string());
/** /group/createDynamic: a dynamic group (always under the root). */
export const groupCreateDynamicBody = z.strictObject({
  sessionKey,
  name: groupName,
  description: freeText().trim().max(1000, { error: 'NAME_TOO_LONG' }).default(''),
  rule: tagRule,
  organizationId: organizationId.optional(),
});
/** /device/setSleepHours: the screen's own sleep hours (null = follow its group's again). */
export const deviceSetSleepHoursBody = z.strictObject({ sessionKey, deviceKey, sleepHours: sleepHours.nullable() });
/** /group/setSleepHours: the sleep hours of a group's screens (null = none). */
export const groupSetSleepHoursBody = z.strictObject({ sessionKey, id, sleepHours: sleepHours.nullable() });
/** /group/updateRule: a dynamic group's new rule. */
export const groupUpdateRuleBody = z.strictObject({ sessionKey, id, rule: tagRule });
/** /group/updateSync: turn synchronized playback on or off (not on the root -1). */
export const groupUpdateSyncBody = z.strictObject({ sessionKey, id: groupRef, sync: z.boolean() });

// ---- CMS live events (GET /api/events, SSE) ----
/** `event: device` data. */
export const deviceLiveEvent = z.object({
  deviceKey: z.string(),
  id: z.number().int(),
  status: z.enum(DEVICE_STATUSES),
  lastSeenAt: z.string().nullable(),
  nowPlaying: nowPlaying.nullable(),
  delivery: deliveryReceipt,
  /** As in the device list item. */
  fontFallbacks: z.array(z.string()),
});
export type DeviceLiveEvent = z.infer<typeof deviceLiveEvent>;
/** `event: devices` data: the list changed (added, removed, moved, renamed): refetch. */
export const devicesChangedEvent = z.object({ reason: z.string() });
