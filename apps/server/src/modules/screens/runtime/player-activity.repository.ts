import type { ProofOfPlayRecord } from '@signage/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../db/client.ts';
import { devices, proofOfPlay } from '../../../db/schema/index.ts';
import { anyHex, anyInt } from '../../../lib/sql-helpers.ts';
import type { LiveDevice } from '../devices.presenter.ts';

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
  fontFallbacks: devices.fontFallbacks,
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
  font_fallbacks: string[] | string | null;
}

const dateOf = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));
const jsonOf = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : (v ?? null));
/** A text[] as the driver gives it: an array, or (a raw statement on some drivers) the `{a,b}` literal of plain ids. */
const textArrayOf = (v: string[] | string | null): string[] | null => {
  if (v === null || Array.isArray(v)) return v;
  const inner = v.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map((s) => s.replace(/^"|"$/g, '')) : [];
};

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
    fontFallbacks: textArrayOf(r.font_fallbacks),
  };
}

/** One heartbeat as the batched UPDATE reads it (snake case; nulls left out: absent = NULL). */
export type HeartbeatRow = Record<string, unknown>;

export type ProofOfPlayRow = ProofOfPlayRecord & { organizationId: number; deviceId: number };

/** The hot queries of the players' traffic: credentials, live columns, batched heartbeats and proof of play. */
export class PlayerActivityRepository {
  constructor(private readonly db: Db) {}

  /** The devices holding these secret hashes (one query for a batch of credentials). */
  credentialsOf(hashes: string[]) {
    return this.db
      .select({
        id: devices.id,
        deviceKey: devices.deviceKey,
        organizationId: devices.organizationId,
        secretHash: devices.secretHash,
      })
      .from(devices)
      .where(anyHex(devices.secretHash, hashes));
  }

  /** The live columns of these devices. */
  liveDevices(ids: number[]): Promise<LiveDevice[]> {
    return this.db.select(liveColumns).from(devices).where(anyInt(devices.id, ids));
  }

  /** One UPDATE for the buffered heartbeats; it answers the rows' live columns (no second read). */
  async writeHeartbeats(rows: HeartbeatRow[]): Promise<LiveDevice[]> {
    // One parameter (a JSON array) rather than eleven per row: binding and encoding thousands of
    // parameters cost more than the update itself in a herd.
    const result = await this.db.execute(sql`
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
        screen_height = coalesce(v.screen_height, d.screen_height),
        font_fallbacks = case when jsonb_array_length(coalesce(v.font_fallbacks, '[]'::jsonb)) = 0 then null
          else array(select jsonb_array_elements_text(v.font_fallbacks)) end
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id int, at timestamptz, status text, app_version text,
        os_version text, manifest_version text, playing jsonb, storage_used bigint, storage_quota bigint, screen_width int, screen_height int,
        font_fallbacks jsonb)
      where d.id = v.id
      returning d.id, d.device_key, d.organization_id, d.group_id, d.time_zone, d.play_now, d.schedule, d.active,
        d.last_seen_at, d.last_status, d.manifest_version, d.applied_manifest_version, d.applied_at, d.playing, d.playing_since, d.font_fallbacks`);
    return rowsOf<RawLiveRow>(result).map(liveRowOf);
  }

  /** Proof-of-play records (idempotent on id), in one INSERT. */
  async insertProofOfPlay(part: ProofOfPlayRow[], receivedAt: Date) {
    await this.db
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
          receivedAt,
        })),
      )
      .onConflictDoNothing();
  }

  /** VACUUM of the devices table (PGlite runs no autovacuum). */
  async vacuumDevices() {
    await this.db.execute(sql`vacuum devices`);
  }
}
