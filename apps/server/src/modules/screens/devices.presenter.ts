import {
  asleepAt,
  effectiveSleepHours,
  type ResolverAlert,
  type ResolverGroup,
  type ResolverInput,
  resolveAt,
  type ScheduleEntry,
} from '@signage/schedule';
import {
  DEFAULT_DEVICE_NAME,
  DEVICE_TYPE_ASPECT,
  type DeviceListItem,
  type DeviceLiveEvent,
  type DeviceStatus,
  OFFLINE_AFTER_MS,
} from '@signage/shared';
import type { Device, DeviceGroup } from '../../db/schema/index.ts';
import { followedGroups, staticChainOf } from './groups/membership.ts';
import { type AlertOnAir, resolverAlertsFor } from './takeovers/targets.ts';

/** Playlist names as the organization of a device may see them (`ScopedPlaylistInfo`). */
export interface PlaylistNames {
  get(id: number, organizationId: number | null): { name: string; publishedVersion: number } | undefined;
}

/** The columns a live event (status, now playing, delivery) is made of. */
export type LiveDevice = Pick<
  Device,
  | 'id'
  | 'deviceKey'
  | 'organizationId'
  | 'groupId'
  | 'timeZone'
  | 'playNow'
  | 'schedule'
  | 'active'
  | 'lastSeenAt'
  | 'lastStatus'
  | 'manifestVersion'
  | 'appliedManifestVersion'
  | 'appliedAt'
  | 'playing'
  | 'playingSince'
  | 'fontFallbacks'
  | 'tags'
  | 'sleepHours'
>;

/**
 * Spec part 4 device state, from the CMS switch and the last heartbeat (offline after two missed).
 * `sleeping` (docs/screens.md "Sleep hours"): the screen says so, or it is silent inside its planned
 * sleep hours (`plannedSleep`, its display and perhaps its power are off as planned: not offline).
 * A screen that answers with another state is awake (an alert woke it), whatever the plan says.
 */
export function deviceStatus(
  d: Pick<LiveDevice, 'active' | 'lastSeenAt' | 'lastStatus' | 'manifestVersion' | 'appliedManifestVersion'>,
  now: Date,
  plannedSleep = false,
): DeviceStatus {
  if (!d.active) return 'inactive';
  if (!d.lastSeenAt || now.getTime() - d.lastSeenAt.getTime() > OFFLINE_AFTER_MS) return plannedSleep ? 'sleeping' : 'offline';
  if (d.lastStatus === 'sleeping') return 'sleeping';
  if (d.lastStatus === 'updating') return 'updating';
  if (d.manifestVersion && d.appliedManifestVersion && d.manifestVersion !== d.appliedManifestVersion) return 'updating';
  return 'active';
}

export const displayName = (d: Pick<Device, 'id' | 'name'>) => d.name || DEFAULT_DEVICE_NAME(d.id);

/** The normal group of a device and its ancestors, nearest first (`groups/membership.ts`). */
export const chainOf = staticChainOf;

/**
 * What the shared resolver decides from. `alerts` (the activations on air that target the device) is
 * given only for the CMS's "now playing": a manifest never carries alerts (they travel on the
 * takeover channel, docs/alerts.md), so an alert starting changes no manifest.
 */
export function resolverInput(
  d: Pick<Device, 'timeZone' | 'playNow' | 'schedule'>,
  chain: DeviceGroup[],
  alerts: ResolverAlert[] = [],
): ResolverInput {
  return {
    timeZone: d.timeZone || 'UTC',
    alerts,
    device: { playNow: d.playNow ?? null, schedule: (d.schedule ?? []) as ScheduleEntry[] },
    groups: chain.map(
      (g): ResolverGroup => ({ id: g.id, name: g.name, playNow: g.playNow ?? null, schedule: (g.schedule ?? []) as ScheduleEntry[] }),
    ),
  };
}

/** Every playlist id a device's resolver input names. */
export function playlistIdsOf(input: ResolverInput): number[] {
  const ids = new Set<number>();
  const add = (p: { playlistId: number } | null) => {
    if (p) ids.add(p.playlistId);
  };
  add(input.device.playNow);
  for (const e of input.device.schedule) add(e);
  for (const g of input.groups) {
    add(g.playNow);
    for (const e of g.schedule) add(e);
  }
  for (const a of input.alerts) if (a.playlistId) ids.add(a.playlistId);
  return [...ids];
}

export interface PresentContext {
  now: Date;
  groups: Map<number, DeviceGroup>;
  playlists: PlaylistNames;
  /** Each organization's alerts on air, newest first (TakeoverDelivery.onAir); none when left out. */
  alerts?: Map<number, AlertOnAir[]>;
  screenshotUrl(d: Device): string | null;
}

function live(d: LiveDevice, ctx: Omit<PresentContext, 'screenshotUrl'>) {
  // Its dynamic groups (by its tags), then its group and that group's ancestors.
  const chain = followedGroups(d, ctx.groups);
  const onAir = d.organizationId ? ctx.alerts?.get(d.organizationId) : undefined;
  const alerts = onAir?.length
    ? resolverAlertsFor(
        onAir,
        d.id,
        chain.map((g) => g.id),
      )
    : [];
  const resolved = d.organizationId ? resolveAt(resolverInput(d, chain, alerts), ctx.now) : { playlistId: null, source: { kind: 'idle' } };
  const sleepHours = effectiveSleepHours(d.sleepHours, chain);
  const status = deviceStatus(d, ctx.now, asleepAt(sleepHours, d.timeZone, ctx.now.getTime()));
  const reported = status === 'offline' || status === 'inactive' || status === 'sleeping' ? null : d.playing;
  const playlistId = reported?.playlistId ?? resolved.playlistId;
  const info = playlistId ? ctx.playlists.get(playlistId, d.organizationId) : undefined;
  const expected = resolved.playlistId ? ctx.playlists.get(resolved.playlistId, d.organizationId) : undefined;
  return {
    chain,
    status,
    nowPlaying: {
      playlistId,
      playlistName: info?.name ?? null,
      version: reported?.version ?? null,
      source: resolved.source as Record<string, unknown>,
      since: reported ? (d.playingSince?.toISOString() ?? null) : null,
    },
    delivery: {
      currentVersion: d.manifestVersion,
      appliedVersion: d.appliedManifestVersion,
      appliedAt: d.appliedAt?.toISOString() ?? null,
      behind: Boolean(d.manifestVersion && d.appliedManifestVersion !== d.manifestVersion),
      expectedPlaylistVersion: expected?.publishedVersion ?? null,
    },
  };
}

export function presentDevice(d: Device, ctx: PresentContext): DeviceListItem {
  const l = live(d, ctx);
  const group = d.groupId ? ctx.groups.get(d.groupId) : undefined;
  const sleepGroup = d.sleepHours ? undefined : l.chain.find((g) => g.sleepHours);
  const playNowInfo = d.playNow ? ctx.playlists.get(d.playNow.playlistId, d.organizationId) : undefined;
  return {
    id: d.id,
    deviceKey: d.deviceKey,
    organizationId: d.organizationId ?? 0,
    name: displayName(d),
    defaultName: !d.name,
    groupId: group ? group.id : -1,
    groupName: group?.name ?? null,
    interactive: d.interactive,
    deviceType: d.deviceType,
    aspect: DEVICE_TYPE_ASPECT[d.deviceType] ?? null,
    description: d.description,
    appVersion: d.appVersion,
    androidVersion: d.osVersion,
    rotation: d.rotation,
    timeZone: d.timeZone,
    active: d.active,
    status: l.status,
    offline: l.status === 'offline',
    lastSeenAt: d.lastSeenAt?.toISOString() ?? null,
    nowPlaying: l.nowPlaying,
    playNow: d.playNow ? { playlistId: d.playNow.playlistId, playlistName: playNowInfo?.name ?? null, since: d.playNow.since } : null,
    delivery: l.delivery,
    screenshotUrl: ctx.screenshotUrl(d),
    screenshotAt: d.screenshotAt?.toISOString() ?? null,
    storageUsedBytes: d.storageUsedBytes,
    storageQuotaBytes: d.storageQuotaBytes,
    screenWidth: d.screenWidth,
    screenHeight: d.screenHeight,
    fontFallbacks: d.fontFallbacks ?? [],
    tags: d.tags ?? [],
    pairedAt: d.pairedAt?.toISOString() ?? null,
    sleepHours: d.sleepHours ?? null,
    sleepFrom: sleepGroup?.sleepHours ? { groupId: sleepGroup.id, groupName: sleepGroup.name, sleepHours: sleepGroup.sleepHours } : null,
  };
}

export function presentLive(d: LiveDevice, ctx: Omit<PresentContext, 'screenshotUrl'>): DeviceLiveEvent {
  const l = live(d, ctx);
  return {
    deviceKey: d.deviceKey,
    id: d.id,
    status: l.status,
    lastSeenAt: d.lastSeenAt?.toISOString() ?? null,
    nowPlaying: l.nowPlaying,
    delivery: l.delivery,
    fontFallbacks: d.fontFallbacks ?? [],
  };
}

export const screenshotUrlOf = (d: Device) =>
  d.screenshotSha256 ? `/api/device/screenshot/${encodeURIComponent(d.deviceKey)}/${d.screenshotSha256}` : null;
