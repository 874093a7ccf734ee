import {
  type DeviceLiveEvent,
  OFFLINE_AFTER_MS,
  PLAYER_KEEPALIVE_MS,
  type PlayerHeartbeatBody,
  type ProofOfPlayRecord,
} from '@signage/shared';
import { inArray, sql } from 'drizzle-orm';
import { type DeviceGroup, deviceGroups, devices, playlists, proofOfPlay } from '../../../db/schema/index.ts';
import { sha256 } from '../../../lib/crypto.ts';
import { anyHex, anyInt } from '../../../lib/sql-helpers.ts';
import type { AppContext, DeviceIdentity } from '../../../core/context.ts';
import type { MediaStorage } from '../../../storage/index.ts';
import { type LiveDevice, type PlaylistNames, presentLive } from '../devices.presenter.ts';
import { DevicesRepository } from '../screens.repository.ts';
import type { BuiltManifest } from '../manifests/manifest.ts';
import { ManifestCache } from '../manifests/manifest-cache.ts';
import type { EventHub, HubMessage, InvalidationScope } from '../../realtime/hub.ts';
import type { SseStream } from '../../realtime/sse.ts';

/** The columns of a live event, for typed reads. */
const liveColumns = {
  id: devices.id,
  deviceKey: devices.deviceKey,
  organizationId: devices.organizationId,
  groupId: devices.groupId,
  timeZone: devices.timeZone,
  playNow: devices.playNow,
  schedule: devices.schedule,
  active: devices.active,
  lastSeenAt: devices.lastSeenAt,
  lastStatus: devices.lastStatus,
  manifestVersion: devices.manifestVersion,
  appliedManifestVersion: devices.appliedManifestVersion,
  appliedAt: devices.appliedAt,
  playing: devices.playing,
  playingSince: devices.playingSince,
};

/** The same columns as a raw statement answers them (snake case; dates and jsonb as the driver gives them). */
interface RawLiveRow {
  id: number;
  device_key: string;
  organization_id: number | null;
  group_id: number | null;
  time_zone: string;
  play_now: unknown;
  schedule: unknown;
  active: boolean;
  last_seen_at: Date | string | null;
  last_status: string | null;
  manifest_version: string | null;
  applied_manifest_version: string | null;
  applied_at: Date | string | null;
  playing: unknown;
  playing_since: Date | string | null;
}

const dateOf = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));
const jsonOf = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : (v ?? null));

function liveRowOf(r: RawLiveRow): LiveDevice {
  return {
    id: Number(r.id),
    deviceKey: r.device_key,
    organizationId: r.organization_id === null ? null : Number(r.organization_id),
    groupId: r.group_id === null ? null : Number(r.group_id),
    timeZone: r.time_zone,
    playNow: jsonOf(r.play_now),
    schedule: jsonOf(r.schedule) ?? [],
    active: r.active,
    lastSeenAt: dateOf(r.last_seen_at),
    lastStatus: r.last_status as LiveDevice['lastStatus'],
    manifestVersion: r.manifest_version,
    appliedManifestVersion: r.applied_manifest_version,
    appliedAt: dateOf(r.applied_at),
    playing: jsonOf(r.playing),
    playingSince: dateOf(r.playing_since),
  };
}

/** Who a player is, once its secret checked out. */

/**
 * How long a checked credential is trusted without reading it again. Every change to who a device is
 * (removal, pairing, organization transfer) reaches every instance through the hub and drops it at
 * once; the expiry only bounds the harm of a lost notification between instances.
 */
const AUTH_CACHE_MS = 5 * 60_000;
/** Credentials read in one query. */
const AUTH_BATCH_MAX = 2_000;
const FLUSH_MS = 1_000;
const SWEEP_MS = 10_000;
/**
 * Embedded PGlite runs no autovacuum: every heartbeat and version write leaves a dead version of a
 * device row, and a fleet's herds bloat the table (each herd slower than the one before). The table
 * is vacuumed when this many row writes piled up, at a quiet moment (PostgreSQL does it by itself).
 */
const VACUUM_AFTER_ROWS = 5_000;
const VACUUM_CHECK_MS = 3_000;

interface PendingHeartbeat extends PlayerHeartbeatBody {
  at: Date;
  organizationId: number;
}

/**
 * The screens side of one server instance: player and CMS event streams, the manifest cache, the
 * player credential cache, and the batched writes of heartbeats and proof of play (design brief 7).
 * Everything that matters is in the database; these are caches and buffers, kept coherent across
 * instances through the event hub.
 */
export class ScreensRuntime {
  private readonly repo: DevicesRepository;
  private readonly players = new Map<number, Set<SseStream>>();
  private readonly orgStreams = new Map<number, Set<SseStream>>();
  private readonly manifests: ManifestCache;
  private readonly auth = new Map<string, DeviceIdentity & { until: number }>();
  private readonly authByDevice = new Map<number, string>();
  private readonly authQueue = new Map<string, Array<{ resolve(identity: DeviceIdentity | null): void; reject(error: unknown): void }>>();
  private authRunning = false;
  /** Counts invalidations, so a credential read that raced one is not cached. */
  private epoch = 0;
  private readonly heartbeats = new Map<number, PendingHeartbeat>();
  private popBuffer: Array<ProofOfPlayRecord & { organizationId: number; deviceId: number }> = [];
  /** The last live state published per device (status|applied|playing), to publish only changes. */
  private readonly lastLive = new Map<number, { signature: string; organizationId: number; lastSeen: number; offline: boolean }>();
  private flushing: Promise<void> | null = null;
  private soonTimer: NodeJS.Timeout | null = null;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly unsubscribe: () => void;
  private closed = false;
  /** Device row writes since the last VACUUM (PGlite only). */
  private dirtyRows = 0;
  private vacuuming = false;

  constructor(
    private readonly ctx: AppContext,
    readonly hub: EventHub,
    readonly storage: MediaStorage,
  ) {
    this.repo = new DevicesRepository(ctx.db);
    this.manifests = new ManifestCache(ctx, (ids) => this.versionsStored(ids));
    this.unsubscribe = hub.subscribe((m) => this.onMessage(m));
    const flush = setInterval(() => void this.flush(), FLUSH_MS);
    const sweep = setInterval(() => void this.sweepOffline(), SWEEP_MS);
    flush.unref();
    sweep.unref();
    this.timers.push(flush, sweep);
    if (ctx.dbKind === 'pglite') {
      const vacuum = setInterval(() => void this.vacuumWhenQuiet(), VACUUM_CHECK_MS);
      vacuum.unref();
      this.timers.push(vacuum);
    }
  }

  // ---- credentials ----------------------------------------------------------------------------

  /**
   * The device a secret belongs to; null when no device has it (removed, or never issued). Cache
   * misses (after a change to the device, or when the entry expired) are read in coalesced batches:
   * a herd of players re-authenticating after a republish costs a few queries, not one per player.
   */
  async identify(secret: string): Promise<DeviceIdentity | null> {
    const hash = sha256(secret);
    const cached = this.auth.get(hash);
    if (cached && cached.until > Date.now()) return cached;
    return new Promise((resolve, reject) => {
      const waiters = this.authQueue.get(hash) ?? [];
      waiters.push({ resolve, reject });
      this.authQueue.set(hash, waiters);
      if (!this.authRunning) {
        this.authRunning = true;
        setImmediate(() => void this.readCredentials());
      }
    });
  }

  private async readCredentials() {
    try {
      while (this.authQueue.size > 0) {
        const batch = [...this.authQueue.entries()].slice(0, AUTH_BATCH_MAX);
        for (const [hash] of batch) this.authQueue.delete(hash);
        const epoch = this.epoch;
        try {
          const rows = await this.ctx.db
            .select({
              id: devices.id,
              deviceKey: devices.deviceKey,
              organizationId: devices.organizationId,
              secretHash: devices.secretHash,
            })
            .from(devices)
            .where(
              anyHex(
                devices.secretHash,
                batch.map(([hash]) => hash),
              ),
            );
          const byHash = new Map(rows.map((r) => [r.secretHash, r]));
          const until = Date.now() + AUTH_CACHE_MS;
          for (const [hash, waiters] of batch) {
            const row = byHash.get(hash);
            let identity: (DeviceIdentity & { until: number }) | null = null;
            if (!row) this.auth.delete(hash);
            else {
              identity = { id: row.id, deviceKey: row.deviceKey, organizationId: row.organizationId, until };
              // Not kept when an invalidation arrived meanwhile (the row read may predate it).
              if (epoch === this.epoch) {
                this.auth.set(hash, identity);
                this.authByDevice.set(row.id, hash);
              }
            }
            for (const w of waiters) w.resolve(identity);
          }
        } catch (error) {
          for (const [, waiters] of batch) for (const w of waiters) w.reject(error);
        }
      }
    } finally {
      this.authRunning = false;
    }
  }

  private forgetDevice(id: number) {
    this.epoch += 1;
    const hash = this.authByDevice.get(id);
    if (hash) this.auth.delete(hash);
    this.authByDevice.delete(id);
  }

  // ---- manifests --------------------------------------------------------------------------------

  /** The device's manifest: shared by every device with the same inputs, built once (docs/screens.md). */
  manifest(deviceId: number): Promise<BuiltManifest | null> {
    return this.manifests.manifest(deviceId);
  }

  /**
   * These devices' manifests changed: every instance drops its copies and pushes `manifest` at once
   * to the players connected to it (they fetch with If-None-Match); this instance then computes the
   * new versions in the background (shared builds), so the CMS knows the version they should reach.
   * `scope` (hub.ts): `content` when only what manifests are built from changed (a republish, a
   * theme), `inputs` when the devices' rows or groups changed, `identity` (the default, the safe
   * one) when who they are may have changed too (pairing, organization transfer): their cached
   * credentials are then dropped as well.
   */
  invalidate(deviceIds: number[], scope: InvalidationScope = 'identity') {
    const ids = [...new Set(deviceIds)];
    if (ids.length === 0) return;
    this.hub.publish({ type: 'invalidate', deviceIds: ids, scope });
    this.manifests.prefetch(ids);
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

  isConnected(deviceId: number) {
    return (this.players.get(deviceId)?.size ?? 0) > 0;
  }

  /**
   * Stored versions changed (the delivery receipt). Usually before the players apply them, and the
   * next heartbeat tells the CMS; a device that already reported the new version (its heartbeat was
   * written first) was shown as behind: tell the CMS again.
   */
  private versionsStored(changes: Array<{ id: number; version: string }>) {
    this.dirtyRows += changes.length;
    const known = changes.filter((c) => this.lastLive.get(c.id)?.signature.split('|')[1] === c.version).map((c) => c.id);
    if (known.length) void this.publishLive(known).catch((error) => this.ctx.log.warn({ err: error }, 'live update failed'));
  }

  /** Waits until queued manifest work is done (tests, shutdown). */
  async idle() {
    while (!this.manifests.idle) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  // ---- streams ---------------------------------------------------------------------------------

  attachPlayer(deviceId: number, stream: SseStream) {
    let set = this.players.get(deviceId);
    if (!set) {
      set = new Set();
      this.players.set(deviceId, set);
    }
    set.add(stream);
    stream.onClose(() => {
      set.delete(stream);
      if (set.size === 0) this.players.delete(deviceId);
    });
  }

  attachOrganizations(organizationIds: number[], stream: SseStream) {
    for (const orgId of organizationIds) {
      let set = this.orgStreams.get(orgId);
      if (!set) {
        set = new Set();
        this.orgStreams.set(orgId, set);
      }
      set.add(stream);
      stream.onClose(() => {
        set.delete(stream);
        if (set.size === 0) this.orgStreams.delete(orgId);
      });
    }
  }

  get keepAliveMs() {
    return PLAYER_KEEPALIVE_MS;
  }

  private sendLocal(deviceIds: number[], event: string, data: unknown) {
    for (const id of deviceIds) for (const stream of this.players.get(id) ?? []) stream.send(event, data);
  }

  private onMessage(m: HubMessage) {
    if (m.type === 'player') this.sendLocal(m.deviceIds, m.event, m.data);
    else if (m.type === 'org') for (const stream of this.orgStreams.get(m.organizationId) ?? []) stream.send(m.event, m.data);
    else if (m.type === 'orgEvents') for (const stream of this.orgStreams.get(m.organizationId) ?? []) stream.sendMany(m.event, m.items);
    else if (m.type === 'invalidate') {
      // A message without a scope drops everything (the safe reading).
      if (m.revoked || !m.scope || m.scope === 'identity') for (const id of m.deviceIds) this.forgetDevice(id);
      if (m.scope === 'content' && !m.revoked) this.manifests.forgetContents(m.deviceIds);
      else this.manifests.forget(m.deviceIds);
      if (m.revoked) {
        for (const id of m.deviceIds) {
          for (const stream of [...(this.players.get(id) ?? [])]) {
            stream.send('revoked', {});
            stream.close();
          }
          this.lastLive.delete(id);
        }
      } else {
        // At once: the players fetch the new manifest (If-None-Match), nothing waits for a build.
        this.sendLocal(m.deviceIds, 'manifest', {});
      }
    }
  }

  // ---- hooks for other modules -------------------------------------------------------------------

  /** Published or removed playlists: the devices that play them (directly or through groups) get new manifests. */
  async playlistsChanged(playlistIds: number[]) {
    this.invalidate(await this.repo.devicesPlaying(playlistIds), 'content');
  }

  /** Groups whose schedule, play-now, name or place changed: every device below them. */
  async groupsChanged(groupIds: number[]) {
    this.invalidate(await this.repo.devicesUnderGroups(groupIds), 'inputs');
  }

  /** Theme or other organization-wide changes, organization transfers (devices changed organization). */
  async organizationChanged(organizationId: number) {
    this.invalidate(await this.repo.devicesOfOrg(organizationId), 'identity');
  }

  // ---- heartbeats and proof of play (batched) -------------------------------------------------------

  heartbeat(identity: DeviceIdentity, body: PlayerHeartbeatBody) {
    if (identity.organizationId === null) return;
    this.heartbeats.set(identity.id, { ...body, at: this.ctx.now(), organizationId: identity.organizationId });
    // The delivery receipt: a newly applied manifest is written (and shown in the CMS) at once.
    const last = this.lastLive.get(identity.id);
    if (!last || last.offline || !last.signature.includes(`|${body.manifestVersion}|`)) this.flushSoon();
  }

  proofOfPlay(identity: DeviceIdentity, records: ProofOfPlayRecord[]) {
    if (identity.organizationId === null) return 0;
    for (const r of records) this.popBuffer.push({ ...r, organizationId: identity.organizationId, deviceId: identity.id });
    if (this.popBuffer.length >= 2000) this.flushSoon();
    return records.length;
  }

  /** A flush within 100 ms, once however many ask (a herd of first heartbeats makes one write). */
  private flushSoon() {
    if (this.soonTimer || this.closed) return;
    this.soonTimer = setTimeout(() => {
      this.soonTimer = null;
      void this.flush();
    }, 100);
    this.soonTimer.unref();
  }

  /** Writes buffered heartbeats (one UPDATE) and proof of play (one INSERT per 500), then publishes changes. */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing.then(() => (this.heartbeats.size || this.popBuffer.length ? this.flush() : undefined));
    this.flushing = this.doFlush().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async doFlush() {
    const beats = [...this.heartbeats.entries()];
    this.heartbeats.clear();
    const pops = this.popBuffer;
    this.popBuffer = [];
    try {
      const live = beats.length ? await this.writeHeartbeats(beats) : [];
      for (let i = 0; i < pops.length; i += 500) {
        const part = pops.slice(i, i + 500);
        await this.ctx.db
          .insert(proofOfPlay)
          .values(
            part.map((r) => ({
              id: r.id,
              organizationId: r.organizationId,
              deviceId: r.deviceId,
              playlistId: r.playlistId,
              version: r.version,
              slideId: r.slideId,
              startedAt: new Date(r.startedAt),
              durationMs: r.durationMs,
              receivedAt: this.ctx.now(),
            })),
          )
          .onConflictDoNothing();
      }
      if (live.length) await this.presentLive(live);
    } catch (error) {
      this.ctx.log.error({ err: error }, 'screens flush failed');
    }
  }

  /** One UPDATE for the buffered heartbeats; it answers the rows' live columns (no second read). */
  private async writeHeartbeats(beats: Array<[number, PendingHeartbeat]>): Promise<LiveDevice[]> {
    // One parameter (a JSON array) rather than eleven per row: binding and encoding thousands of
    // parameters cost more than the update itself in a herd. Nulls are left out (absent = NULL).
    const rows = beats.map(([id, b]) => {
      const row: Record<string, unknown> = {
        id,
        at: b.at.toISOString(),
        status: b.status,
        app_version: b.appVersion,
        os_version: b.osVersion,
        manifest_version: b.manifestVersion,
        playing: b.playing,
        storage_used: b.storageUsedBytes === null ? null : Math.round(b.storageUsedBytes),
        storage_quota: b.storageQuotaBytes === null ? null : Math.round(b.storageQuotaBytes),
        screen_width: b.screenWidth ?? null,
        screen_height: b.screenHeight ?? null,
      };
      for (const key of Object.keys(row)) if (row[key] === null || row[key] === undefined) delete row[key];
      return row;
    });
    const result = await this.ctx.db.execute(sql`
      update devices d set
        last_seen_at = v.at,
        last_status = v.status,
        app_version = v.app_version,
        os_version = v.os_version,
        applied_at = case when v.manifest_version is distinct from d.applied_manifest_version then v.at else d.applied_at end,
        applied_manifest_version = v.manifest_version,
        playing_since = case
          when v.playing is null then null
          when d.playing is null or (d.playing->>'playlistId') is distinct from (v.playing->>'playlistId')
            or (d.playing->>'version') is distinct from (v.playing->>'version') then v.at
          else d.playing_since end,
        playing = v.playing,
        storage_used_bytes = v.storage_used,
        storage_quota_bytes = v.storage_quota,
        screen_width = coalesce(v.screen_width, d.screen_width),
        screen_height = coalesce(v.screen_height, d.screen_height)
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id int, at timestamptz, status text, app_version text,
        os_version text, manifest_version text, playing jsonb, storage_used bigint, storage_quota bigint, screen_width int, screen_height int)
      where d.id = v.id
      returning d.id, d.device_key, d.organization_id, d.group_id, d.time_zone, d.play_now, d.schedule, d.active,
        d.last_seen_at, d.last_status, d.manifest_version, d.applied_manifest_version, d.applied_at, d.playing, d.playing_since`);
    this.dirtyRows += beats.length;
    return (result as unknown as { rows: RawLiveRow[] }).rows.map(liveRowOf);
  }

  /** Publishes `device` live events for devices whose status, delivery or now playing changed. */
  async publishLive(deviceIds: number[], force = false) {
    if (deviceIds.length === 0) return;
    const rows = await this.ctx.db.select(liveColumns).from(devices).where(anyInt(devices.id, deviceIds));
    await this.presentLive(rows, force);
  }

  private async presentLive(rows: LiveDevice[], force = false) {
    const paired = rows.filter((d): d is LiveDevice & { organizationId: number } => d.organizationId !== null);
    if (paired.length === 0) return;
    const orgIds = [...new Set(paired.map((d) => d.organizationId))];
    const groupRows = await this.ctx.db.select().from(deviceGroups).where(inArray(deviceGroups.organizationId, orgIds));
    const groups = new Map<number, DeviceGroup>(groupRows.map((g) => [g.id, g]));
    const names = await this.playlistNames(paired);
    const now = this.ctx.now();
    // One hub message per organization for the whole flush (one NOTIFY per few KB on PostgreSQL).
    const byOrg = new Map<number, DeviceLiveEvent[]>();
    for (const d of paired) {
      const event = presentLive(d, { now, groups, playlists: names });
      const signature = `${event.status}|${event.delivery.appliedVersion}|${event.delivery.currentVersion}|${event.nowPlaying?.playlistId}|${event.nowPlaying?.version}`;
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

  private async playlistNames(rows: LiveDevice[]): Promise<PlaylistNames> {
    const ids = new Set<number>();
    for (const d of rows) {
      if (d.playing) ids.add(d.playing.playlistId);
      if (d.playNow) ids.add(d.playNow.playlistId);
      for (const e of d.schedule ?? []) ids.add(e.playlistId);
    }
    const list = ids.size
      ? await this.ctx.db
          .select({ id: playlists.id, name: playlists.name, publishedVersion: playlists.publishedVersion })
          .from(playlists)
          .where(inArray(playlists.id, [...ids]))
      : [];
    const map = new Map(list.map((p) => [p.id, { name: p.name, publishedVersion: p.publishedVersion }]));
    return { get: (id) => map.get(id) };
  }

  /** VACUUM of the devices table on PGlite once enough rows were rewritten, between herds. */
  private async vacuumWhenQuiet() {
    if (this.vacuuming || this.closed || this.dirtyRows < VACUUM_AFTER_ROWS) return;
    if (this.heartbeats.size > 0 || this.flushing || !this.manifests.idle) return;
    this.vacuuming = true;
    const rows = this.dirtyRows;
    try {
      await this.ctx.db.execute(sql`vacuum devices`);
      this.dirtyRows -= rows;
    } catch (error) {
      this.ctx.log.warn({ err: error }, 'vacuum failed');
    } finally {
      this.vacuuming = false;
    }
  }

  /** Devices that stopped sending heartbeats become offline: tell the CMS. */
  private async sweepOffline() {
    const cutoff = this.ctx.now().getTime() - OFFLINE_AFTER_MS;
    const due = [...this.lastLive.entries()].filter(([, v]) => !v.offline && v.lastSeen < cutoff).map(([id]) => id);
    if (due.length) await this.publishLive(due).catch((error) => this.ctx.log.warn({ err: error }, 'offline sweep failed'));
  }

  closeStreams() {
    for (const set of [...this.players.values(), ...this.orgStreams.values()]) for (const s of [...set]) s.close();
  }

  async close() {
    this.closed = true;
    this.manifests.close();
    for (const t of this.timers) clearInterval(t);
    if (this.soonTimer) clearTimeout(this.soonTimer);
    this.unsubscribe();
    await this.flush();
    this.closeStreams();
    await this.hub.close();
  }
}
