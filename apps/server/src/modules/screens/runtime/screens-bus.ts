import { PLAYER_RECEIPT_SPREAD_MAX_MS } from '@signage/shared';
import type { ScreensHooks } from '../../../core/context.ts';
import type { EventHub, HubMessage, InvalidationScope } from '../../realtime/hub.ts';
import type { ManifestCache } from '../manifests/manifest-cache.ts';
import type { ScreensRepository } from '../screens.repository.ts';
import type { TakeoverDelivery } from '../takeovers/takeover-delivery.ts';
import type { DeviceCredentials } from './device-credentials.ts';
import type { LiveStatus } from './live-status.ts';
import type { ScreenStreams } from './screen-streams.ts';

/**
 * A change pushed to many players of one instance at once asks them to spread their delivery receipts
 * (the heartbeat after applying) over this many ms per player (`manifest` event `spreadMs`), so that
 * 5,000 receipts arrive over 5 s instead of competing with the same herd's manifest fetches. Below
 * RECEIPT_SPREAD_FROM players there is no herd to get out of the way of: receipts come at once.
 */
const RECEIPT_SPREAD_MS_PER_PLAYER = 1;
export const RECEIPT_SPREAD_FROM = 200;

/** How long after a push to `players` players of this instance at once its herd is spread (ms). */
export function herdSpreadMs(players: number): number {
  return players < RECEIPT_SPREAD_FROM ? 0 : Math.min(PLAYER_RECEIPT_SPREAD_MAX_MS, players * RECEIPT_SPREAD_MS_PER_PLAYER);
}

/** The `manifest` event for a push to `players` players of this instance at once. */
export function manifestEventData(players: number): { spreadMs?: number } {
  const spreadMs = herdSpreadMs(players);
  return spreadMs ? { spreadMs } : {};
}

/**
 * The screens side of the event hub, both ways: what changed is published to every instance
 * (`invalidate`, `revoke`, events for players and for the CMS), and each instance applies what
 * arrives to its own caches and streams. Other modules reach it as `ctx.screens` (ScreensHooks).
 */
export class ScreensBus implements ScreensHooks {
  private readonly unsubscribe: () => void;
  private readonly revalidateTimer: ReturnType<typeof setInterval> | null;
  private revalidating = false;
  private readonly later = new Set<ReturnType<typeof setTimeout>>();

  constructor(
    private readonly hub: EventHub,
    private readonly repo: ScreensRepository,
    private readonly credentials: DeviceCredentials,
    private readonly manifests: ManifestCache,
    private readonly live: LiveStatus,
    private readonly streams: ScreenStreams,
    private readonly takeovers: TakeoverDelivery,
    /** CACHE_REVALIDATE_SECONDS in ms; 0 = no timer (the manifests and credentials still expire). */
    revalidateMs = 0,
  ) {
    this.unsubscribe = hub.subscribe((m) => this.onMessage(m));
    hub.onResubscribed?.(() => this.resynchronize());
    this.revalidateTimer = revalidateMs > 0 ? setInterval(() => void this.revalidate(), Math.max(500, revalidateMs / 2)) : null;
    this.revalidateTimer?.unref?.();
  }

  /**
   * The bounded lifetime of what this instance cached (design brief 2), for the players connected to
   * it: every half bound their manifests are asked again (those older than the bound are computed
   * again from the database); a player whose manifest differs from the version it was last sent from
   * here (an invalidation from another instance was lost) gets `manifest`, a device that is gone
   * (removed) gets `revoked` and its stream closes. So a lost notification is repaired within about
   * 1.5 × the bound even when the hub never noticed a gap. The takeover state (alerts, messages) of
   * their organizations is re-validated the same way (TakeoverDelivery.revalidate).
   */
  async revalidate() {
    if (this.revalidating) return;
    const players = this.streams.connectedPlayers();
    if (players.length === 0) return;
    this.revalidating = true;
    try {
      const takeovers = this.takeovers.revalidate();
      const { changed, gone } = await this.manifests.revalidate(players);
      if (changed.length) this.pushManifest(changed);
      for (const id of gone) {
        this.credentials.forget(id);
        this.streams.revokePlayers([id]);
        this.live.forget(id);
      }
      await takeovers;
    } finally {
      this.revalidating = false;
    }
  }

  /**
   * The hub listens again after losing its connection (a database restart): invalidations other
   * instances published meanwhile were missed. Every cached credential and manifest is dropped, the
   * players connected here check their manifests (If-None-Match: unchanged ones cost a 304) and are
   * sent their takeover state again, and the CMS streams here are told to reload their device lists.
   */
  resynchronize() {
    this.credentials.forgetAll();
    this.manifests.forgetAll();
    this.takeovers.resynchronize();
    this.pushManifest(this.streams.connectedPlayers());
    for (const organizationId of this.streams.connectedOrganizations())
      this.streams.toOrganization(organizationId, 'devices', { reason: 'resync' });
  }

  /**
   * These devices' manifests changed: every instance drops its copies and pushes `manifest` at once
   * to the players connected to it (they fetch with If-None-Match); this instance then computes the
   * new versions in the background (shared builds), so the CMS knows the version they should reach.
   * `scope` (hub.ts): `content` when only what manifests are built from changed (a republish, a
   * theme), `groups` when only the groups above them changed (their rows stand), `inputs` when the
   * devices' rows changed, `identity` (the default, the safe
   * one) when who they are may have changed too (pairing, organization transfer): their cached
   * credentials are then dropped as well.
   */
  invalidate(deviceIds: number[], scope: InvalidationScope = 'identity') {
    const ids = [...new Set(deviceIds)];
    if (ids.length === 0) return;
    this.hub.publish({ type: 'invalidate', deviceIds: ids, scope });
    // The players connected here first: they are about to ask. The others (connected to another
    // instance, which computes their keys when they ask, or to none) are computed here only for the
    // delivery receipt's expected version, once this instance's herd has been served: over the same
    // spread its players' receipts take (with two instances, a play-now on a group of 10,000 computed
    // the other half's keys during this half's herd).
    const here: number[] = [];
    const elsewhere: number[] = [];
    for (const id of ids) (this.streams.hasPlayer(id) ? here : elsewhere).push(id);
    if (here.length) this.manifests.prefetch(here);
    if (elsewhere.length === 0) return;
    const delay = herdSpreadMs(here.length);
    if (delay === 0) {
      this.manifests.prefetch(elsewhere);
      return;
    }
    const timer = setTimeout(() => {
      this.later.delete(timer);
      this.manifests.prefetch(elsewhere);
    }, delay);
    timer.unref?.();
    this.later.add(timer);
  }

  /** A removed device: its streams get `revoked` and close, its credential stops working everywhere. */
  revoke(deviceIds: number[]) {
    if (deviceIds.length) this.hub.publish({ type: 'invalidate', deviceIds, revoked: true });
  }

  /** Sends an event to these devices' players, wherever they are connected. */
  toPlayers(deviceIds: number[], event: string, data: unknown = {}) {
    if (deviceIds.length) this.hub.publish({ type: 'player', deviceIds, event, data });
  }

  /** A CMS live event for an organization's users. */
  toOrganization(organizationId: number, event: string, data: unknown) {
    this.hub.publish({ type: 'org', organizationId, event, data });
  }

  // ---- hooks for other modules -------------------------------------------------------------------

  /** Published or removed playlists: the devices that play them (directly or through groups) get new manifests. */
  async playlistsChanged(playlistIds: number[]) {
    this.invalidate(await this.repo.devicesPlaying(playlistIds), 'content');
  }

  /**
   * Takeovers (docs/alerts.md, "Delivery: the takeover channel"): an organization's alerts or screen messages changed. Every
   * instance reads its takeover state again and sends `takeovers` to its connected players whose
   * state differs (the NOTIFY carries only the organization's id); no manifest is rebuilt. The CMS's
   * device lists reload (now playing shows an alert while it is on air).
   */
  async takeoversChanged(organizationId: number) {
    this.hub.publish({ type: 'takeovers', organizationId });
    this.toOrganization(organizationId, 'devices', { reason: 'alerts' });
  }

  /** Sessions ended or roles changed (ScreensHooks.usersChanged): every instance checks those users' CMS streams. */
  usersChanged(userIds: number[]) {
    const ids = [...new Set(userIds)];
    if (ids.length) this.hub.publish({ type: 'users', userIds: ids });
  }

  /** Groups whose schedule, play-now, name or place changed: every device below them. */
  async groupsChanged(groupIds: number[]) {
    this.invalidate(await this.repo.devicesUnderGroups(groupIds), 'groups');
  }

  /** Theme or other organization-wide changes, organization transfers (devices changed organization). */
  async organizationChanged(organizationId: number) {
    this.invalidate(await this.repo.devicesOfOrg(organizationId), 'identity');
  }

  /** `manifest` to those of these devices whose players are connected here, with the receipt spread. */
  private pushManifest(deviceIds: number[]) {
    const here = deviceIds.filter((id) => this.streams.hasPlayer(id));
    this.streams.toPlayers(here, 'manifest', manifestEventData(here.length));
  }

  // ---- what arrives from any instance ------------------------------------------------------------

  private onMessage(m: HubMessage) {
    if (m.type === 'player') this.streams.toPlayers(m.deviceIds, m.event, m.data);
    else if (m.type === 'org') this.streams.toOrganization(m.organizationId, m.event, m.data);
    else if (m.type === 'orgEvents') this.streams.toOrganizationMany(m.organizationId, m.event, m.items);
    else if (m.type === 'takeovers') this.takeovers.organizationChanged(m.organizationId);
    else if (m.type === 'users') this.streams.recheckUsers(m.userIds);
    else if (m.type === 'invalidate') {
      // A message without a scope drops everything (the safe reading).
      if (m.revoked || !m.scope || m.scope === 'identity') for (const id of m.deviceIds) this.credentials.forget(id);
      if (m.scope === 'content' && !m.revoked) this.manifests.forgetContents(m.deviceIds);
      else if (m.scope === 'groups' && !m.revoked) this.manifests.forgetKeys(m.deviceIds);
      else this.manifests.forget(m.deviceIds);
      if (m.revoked) {
        for (const id of m.deviceIds) {
          this.streams.revokePlayers([id]);
          this.live.forget(id);
        }
      } else {
        // At once: the players fetch the new manifest (If-None-Match), nothing waits for a build.
        this.pushManifest(m.deviceIds);
      }
      // Moved, paired, transferred or removed screens: which alerts and messages target them may change.
      this.takeovers.devicesChanged(m.deviceIds, m.scope, Boolean(m.revoked));
    }
  }

  close() {
    if (this.revalidateTimer) clearInterval(this.revalidateTimer);
    for (const timer of this.later) clearTimeout(timer);
    this.later.clear();
    this.unsubscribe();
  }
}
