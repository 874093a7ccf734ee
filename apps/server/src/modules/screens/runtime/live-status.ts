import { type DeviceLiveEvent, OFFLINE_AFTER_MS } from '@signage/shared';
import type { AppContext } from '../../../core/context.ts';
import type { EventHub } from '../../realtime/hub.ts';
import type { OrganizationTree } from '../../tenancy/organization-tree.ts';
import { type LiveDevice, presentLive } from '../devices.presenter.ts';
import type { ScreensRepository } from '../screens.repository.ts';
import type { TakeoverDelivery } from '../takeovers/takeover-delivery.ts';
import type { PlayerActivityRepository } from './player-activity.repository.ts';

const SWEEP_MS = 10_000;

/** What was last published of a device: status|applied|current|playing playlist|its version|font fallbacks. */
interface LastLive {
  signature: string;
  organizationId: number;
  lastSeen: number;
  offline: boolean;
}

/**
 * The CMS's live view of the screens (`device` events: status, now playing, delivery): published
 * only when a device's state changed, one hub message per organization for a whole batch; devices
 * that stopped sending heartbeats are swept to offline.
 */
export class LiveStatus {
  /** The last live state published per device, to publish only changes. */
  private readonly lastLive = new Map<number, LastLive>();
  private readonly sweep: NodeJS.Timeout;

  constructor(
    private readonly ctx: AppContext,
    private readonly hub: EventHub,
    private readonly repo: ScreensRepository,
    private readonly activity: PlayerActivityRepository,
    private readonly tree: OrganizationTree,
    private readonly takeovers: TakeoverDelivery,
  ) {
    this.sweep = setInterval(() => void this.sweepOffline(), SWEEP_MS);
    this.sweep.unref();
  }

  /**
   * Whether a heartbeat reporting this version is news for the CMS (a newly applied manifest, or a
   * device seen again): then it is written at once rather than with the next batch.
   */
  isNews(deviceId: number, manifestVersion: string | null) {
    const last = this.lastLive.get(deviceId);
    return !last || last.offline || !last.signature.includes(`|${manifestVersion}|`);
  }

  /**
   * Stored versions changed (the delivery receipt). Usually before the players apply them, and the
   * next heartbeat tells the CMS; a device that already reported the new version (its heartbeat was
   * written first) was shown as behind: tell the CMS again.
   */
  versionsStored(changes: Array<{ id: number; version: string }>) {
    const known = changes.filter((c) => this.lastLive.get(c.id)?.signature.split('|')[1] === c.version).map((c) => c.id);
    if (known.length) void this.publish(known).catch((error) => this.ctx.log.warn({ err: error }, 'live update failed'));
  }

  /** A removed device. */
  forget(deviceId: number) {
    this.lastLive.delete(deviceId);
  }

  /** Publishes `device` live events for devices whose status, delivery or now playing changed. */
  async publish(deviceIds: number[], force = false) {
    if (deviceIds.length === 0) return;
    await this.present(await this.activity.liveDevices(deviceIds), force);
  }

  /** Publishes the live events of rows already read (the heartbeat UPDATE answers them). */
  async present(rows: LiveDevice[], force = false) {
    const paired = rows.filter((d): d is LiveDevice & { organizationId: number } => d.organizationId !== null);
    if (paired.length === 0) return;
    const orgIds = [...new Set(paired.map((d) => d.organizationId))];
    const groups = new Map((await this.repo.groupsIn(orgIds)).map((g) => [g.id, g]));
    const names = await this.playlistNames(paired, orgIds);
    // Alerts on air for now playing, from the cached takeover state; without it, what the schedule says.
    const alerts = await this.takeovers.onAir(orgIds).catch(() => undefined);
    const now = this.ctx.now();
    // One hub message per organization for the whole flush (one NOTIFY per few KB on PostgreSQL).
    const byOrg = new Map<number, DeviceLiveEvent[]>();
    for (const d of paired) {
      const event = presentLive(d, { now, groups, playlists: names, alerts });
      const signature = `${event.status}|${event.delivery.appliedVersion}|${event.delivery.currentVersion}|${event.nowPlaying?.playlistId}|${event.nowPlaying?.version}|${event.fontFallbacks.join(',')}`;
      const last = this.lastLive.get(d.id);
      this.lastLive.set(d.id, {
        signature,
        organizationId: d.organizationId,
        lastSeen: d.lastSeenAt?.getTime() ?? 0,
        offline: event.status === 'offline',
      });
      if (force || last?.signature !== signature) {
        const list = byOrg.get(d.organizationId);
        if (list) list.push(event);
        else byOrg.set(d.organizationId, [event]);
      }
    }
    for (const [organizationId, items] of byOrg) this.hub.publish({ type: 'orgEvents', organizationId, event: 'device', items });
  }

  /** The names each device's organization may see (one query for the chains, one for the names). */
  private async playlistNames(rows: LiveDevice[], orgIds: number[]) {
    const ids = new Set<number>();
    for (const d of rows) {
      if (d.playing) ids.add(d.playing.playlistId);
      if (d.playNow) ids.add(d.playNow.playlistId);
      for (const e of d.schedule ?? []) ids.add(e.playlistId);
    }
    return this.repo.playlistInfo(ids, await this.tree.chainsOf(orgIds));
  }

  /** Devices that stopped sending heartbeats become offline: tell the CMS. */
  private async sweepOffline() {
    const cutoff = this.ctx.now().getTime() - OFFLINE_AFTER_MS;
    const due = [...this.lastLive.entries()].filter(([, v]) => !v.offline && v.lastSeen < cutoff).map(([id]) => id);
    if (due.length) await this.publish(due).catch((error) => this.ctx.log.warn({ err: error }, 'offline sweep failed'));
  }

  stop() {
    clearInterval(this.sweep);
  }
}
