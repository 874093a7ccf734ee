import { HEARTBEAT_INTERVAL_MS, type ProofOfPlayRecord } from '@signage/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../db/client.ts';
import { devices } from '../../../db/schema/index.ts';
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
  tags: devices.tags,
  sleepHours: devices.sleepHours,
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
  tags: unknown;
  sleep_hours: unknown;
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
    tags: jsonOf(r.tags) ?? [],
    sleepHours: jsonOf(r.sleep_hours),
  };
}

/** A gap between two heartbeats longer than this is time offline (2.5 heartbeat intervals: one lost heartbeat is forgiven). */
export const ONLINE_GAP_MAX_SECONDS = (2.5 * HEARTBEAT_INTERVAL_MS) / 1000;

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

  /**
   * One statement for the buffered heartbeats: the UPDATE of the devices, and the online time of the
   * usage stats (docs/insight.md "Usage stats"). It answers the rows' live columns (no second read).
   *
   * Online time is a CTE of this same statement rather than an in-memory tally flushed with the batch:
   * the previous heartbeat is `devices.last_seen_at` as this statement's snapshot sees it (before the
   * UPDATE), so it is right across restarts and several instances, and costs one primary-key upsert
   * per heartbeat in the write that happens anyway (bench:fanout, bench:stats). The gap since the
   * previous heartbeat counts when it is at most ONLINE_GAP_MAX_SECONDS (2.5 heartbeat intervals:
   * a longer gap is time offline); whole seconds are counted as floor(epoch(now)) − floor(epoch(prev)),
   * which telescopes (no rounding drift), split at local midnight in the organization's time zone.
   */
  async writeHeartbeats(rows: HeartbeatRow[]): Promise<LiveDevice[]> {
    // One parameter (a JSON array) rather than eleven per row: binding and encoding thousands of
    // parameters cost more than the update itself in a herd.
    const result = await this.db.execute(sql`
      with v as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id int, at timestamptz, status text, app_version text,
          os_version text, manifest_version text, playing jsonb, storage_used bigint, storage_quota bigint, screen_width int, screen_height int,
          font_fallbacks jsonb)
      ),
      gap as (
        select d.organization_id as org, o.time_zone as tz,
          floor(extract(epoch from d.last_seen_at))::bigint as a, floor(extract(epoch from v.at))::bigint as b, d.id as device_id,
          (v.at at time zone o.time_zone)::date as day_b, (d.last_seen_at at time zone o.time_zone)::date as day_a
        from v join devices d on d.id = v.id join organizations o on o.id = d.organization_id
        where d.last_seen_at is not null and v.at > d.last_seen_at
          and v.at - d.last_seen_at <= make_interval(secs => ${ONLINE_GAP_MAX_SECONDS})
      ),
      parts as (
        select g.org, g.day_b as day, g.device_id,
          (g.b - greatest(g.a, case when g.day_a = g.day_b then g.a
            else floor(extract(epoch from (g.day_b::timestamp at time zone g.tz)))::bigint end)) as secs
        from gap g
        union all
        select g.org, g.day_a, g.device_id,
          floor(extract(epoch from (g.day_b::timestamp at time zone g.tz)))::bigint - g.a
        from gap g where g.day_a <> g.day_b
      ),
      online as (
        insert into stats_online_daily as s (organization_id, day, device_id, online_seconds)
        select org, day, device_id, sum(secs)::int from parts where secs > 0 group by 1, 2, 3
        on conflict (organization_id, day, device_id) do update set online_seconds = s.online_seconds + excluded.online_seconds
      )
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
      from v
      where d.id = v.id
      returning d.id, d.device_key, d.organization_id, d.group_id, d.time_zone, d.play_now, d.schedule, d.active,
        d.last_seen_at, d.last_status, d.manifest_version, d.applied_manifest_version, d.applied_at, d.playing, d.playing_since, d.font_fallbacks, d.tags,
        d.sleep_hours`);
    return rowsOf<RawLiveRow>(result).map(liveRowOf);
  }

  /**
   * Proof-of-play records, idempotent on the record id, and the usage-stat roll-ups, in ONE statement:
   * the raw rows are inserted `on conflict do nothing returning` the new ones, and only those are added
   * to `stats_play_daily` (day in the organization's time zone when the play began), its narrower
   * roll-ups (`stats_play_device_daily`, `stats_play_device_playlist_daily`, `stats_play_slide_daily`,
   * `stats_play_presence`) and `stats_play_hourly` (UTC hour), so a replayed record never counts twice
   * and every roll-up is the sum of the same records. Answers how many were new.
   * Raw SQL: drizzle cannot chain data-modifying CTEs.
   */
  async insertProofOfPlay(part: ProofOfPlayRow[], receivedAt: Date): Promise<number> {
    if (part.length === 0) return 0;
    const rows = part.map((r) => ({
      id: r.id,
      o: r.organizationId,
      d: r.deviceId,
      p: r.playlistId,
      v: r.version,
      s: r.slideId ?? null,
      t: r.startedAt,
      ms: r.durationMs,
    }));
    const result = await this.db.execute(sql`
      with ins as (
        insert into proof_of_play (id, organization_id, device_id, playlist_id, version, slide_id, started_at, duration_ms, received_at)
        select x.id, x.o, x.d, x.p, x.v, x.s, x.t, x.ms, ${receivedAt.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id uuid, o int, d int, p int, v int, s int, t timestamptz, ms int)
        on conflict do nothing
        returning organization_id, device_id, playlist_id, slide_id, started_at, duration_ms
      ),
      -- The new records with their local day (the organization's zone), read by every roll-up below.
      d as (
        select i.organization_id as o, (i.started_at at time zone o.time_zone)::date as day, i.device_id, i.playlist_id,
          coalesce(i.slide_id, 0) as slide_id, i.duration_ms
        from ins i join organizations o on o.id = i.organization_id
      ),
      daily as (
        insert into stats_play_daily as s (organization_id, day, device_id, playlist_id, slide_id, plays, play_ms)
        select d.o, d.day, d.device_id, d.playlist_id, d.slide_id, count(*), sum(d.duration_ms)
        from d group by 1, 2, 3, 4, 5
        on conflict (organization_id, day, device_id, playlist_id, slide_id)
          do update set plays = s.plays + excluded.plays, play_ms = s.play_ms + excluded.play_ms
      ),
      device_daily as (
        insert into stats_play_device_daily as s (organization_id, day, device_id, plays, play_ms)
        select d.o, d.day, d.device_id, count(*), sum(d.duration_ms)
        from d group by 1, 2, 3
        on conflict (organization_id, day, device_id)
          do update set plays = s.plays + excluded.plays, play_ms = s.play_ms + excluded.play_ms
      ),
      device_playlist_daily as (
        insert into stats_play_device_playlist_daily as s (organization_id, day, device_id, playlist_id, plays, play_ms)
        select d.o, d.day, d.device_id, d.playlist_id, count(*), sum(d.duration_ms)
        from d group by 1, 2, 3, 4
        on conflict (organization_id, playlist_id, day, device_id)
          do update set plays = s.plays + excluded.plays, play_ms = s.play_ms + excluded.play_ms
      ),
      slide_daily as (
        insert into stats_play_slide_daily as s (organization_id, day, playlist_id, slide_id, plays, play_ms)
        select d.o, d.day, d.playlist_id, d.slide_id, count(*), sum(d.duration_ms)
        from d group by 1, 2, 3, 4
        on conflict (organization_id, day, playlist_id, slide_id)
          do update set plays = s.plays + excluded.plays, play_ms = s.play_ms + excluded.play_ms
      ),
      presence as (
        insert into stats_play_presence as s (organization_id, year, device_id, playlist_id, slide_id, days)
        select d.o, extract(year from d.day)::int, d.device_id, d.playlist_id, d.slide_id,
          bit_or(set_bit(repeat('0', 366)::bit(366), extract(doy from d.day)::int - 1, 1))
        from d group by 1, 2, 3, 4, 5
        on conflict (organization_id, year, playlist_id, slide_id, device_id) do update set days = s.days | excluded.days
      ),
      hourly as (
        insert into stats_play_hourly as s (organization_id, hour, playlist_id, plays, play_ms)
        select i.organization_id, date_trunc('hour', i.started_at, 'UTC'), i.playlist_id, count(*), sum(i.duration_ms)
        from ins i group by 1, 2, 3
        on conflict (organization_id, hour, playlist_id)
          do update set plays = s.plays + excluded.plays, play_ms = s.play_ms + excluded.play_ms
      )
      select count(*)::int as n from ins`);
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  }

  /** VACUUM of the devices table (PGlite runs no autovacuum). */
  async vacuumDevices() {
    await this.db.execute(sql`vacuum devices`);
  }
}
