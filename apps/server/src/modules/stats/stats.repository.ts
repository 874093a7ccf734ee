import { and, asc, between, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import {
  auditLog,
  deviceGroups,
  devices,
  media,
  organizations,
  playlists,
  proofOfPlay,
  slides,
  statsOnlineDaily,
  statsPlayDaily,
  statsPlayHourly,
  users,
} from '../../db/schema/index.ts';
import { anyInt } from '../../lib/sql-helpers.ts';

/** What a stats call reads: one organization, calendar days in its zone, and the chosen screens and playlists (null = all). */
export interface StatsFilter {
  organizationId: number;
  from: string;
  to: string;
  deviceIds: number[] | null;
  playlistIds: number[] | null;
}

export interface PlayFigures {
  plays: number;
  ms: number;
  screens: number;
}

/** Audit actions counted by the `content` type (docs/insight.md "Usage stats"). */
export const CONTENT_CREATED_ACTIONS = ['playlist.create', 'playlist.slide.create', 'template.create', 'media.upload'];
export const CONTENT_PUBLISHED_ACTIONS = ['playlist.publish'];
export const SIGN_IN_ACTION = 'auth.login';

const num = (v: unknown) => Number(v ?? 0);

/**
 * The usage stats' reads (issue 15): aggregates of the roll-up tables (never raw proof of play), the
 * audit log (content, sign-ins) and media (storage), and the names of the objects a page shows.
 */
export class StatsRepository {
  constructor(private readonly db: Db) {}

  private playWhere(f: StatsFilter, extra?: SQL): SQL | undefined {
    return and(
      eq(statsPlayDaily.organizationId, f.organizationId),
      between(statsPlayDaily.day, f.from, f.to),
      f.deviceIds ? anyInt(statsPlayDaily.deviceId, f.deviceIds) : undefined,
      f.playlistIds ? anyInt(statsPlayDaily.playlistId, f.playlistIds) : undefined,
      extra,
    );
  }

  /**
   * A play type's figures in ONE pass over the daily roll-up (grouping sets): the rows grouped by
   * playlist, slide (with its playlist), screen, or the screen's current group (0 = none, or a removed
   * screen); the series per day; and the totals. Raw SQL: drizzle has no grouping sets.
   */
  async playFigures(f: StatsFilter, by: 'playlist' | 'slide' | 'device' | 'group') {
    const a = by === 'device' ? statsPlayDaily.deviceId : by === 'group' ? sql`coalesce(${devices.groupId}, 0)` : statsPlayDaily.playlistId;
    const b = by === 'slide' ? statsPlayDaily.slideId : sql`0`;
    const join =
      by === 'group'
        ? sql`left join ${devices} on ${devices.id} = ${statsPlayDaily.deviceId} and ${devices.organizationId} = ${f.organizationId}`
        : sql``;
    const result = await this.db.execute(sql`
      select grouping(x.a) as g_key, grouping(x.day) as g_day, x.a, x.b, x.day::text as day,
        sum(x.plays) as plays, sum(x.play_ms) as ms, count(distinct x.device_id) as screens
      from (
        select ${a} as a, ${b} as b, ${statsPlayDaily.day} as day, ${statsPlayDaily.deviceId} as device_id,
          ${statsPlayDaily.plays} as plays, ${statsPlayDaily.playMs} as play_ms
        from ${statsPlayDaily} ${join}
        where ${this.playWhere(f)}
      ) x
      group by grouping sets ((x.a, x.b), (x.day), ())`);
    const rows: Array<{ a: number; b: number } & PlayFigures> = [];
    const series: Array<{ day: string } & PlayFigures> = [];
    let totals: PlayFigures = { plays: 0, ms: 0, screens: 0 };
    for (const r of rowsOf<Record<string, unknown>>(result)) {
      const figures = { plays: num(r.plays), ms: num(r.ms), screens: num(r.screens) };
      if (num(r.g_key) === 0) rows.push({ a: num(r.a), b: num(r.b), ...figures });
      else if (num(r.g_day) === 0) series.push({ day: String(r.day), ...figures });
      else totals = figures;
    }
    return { rows, series, totals };
  }

  /** Plays per UTC hour in [start, end) across the organization (the hourly roll-up has no screen dimension). */
  playHours(organizationId: number, start: Date, end: Date, playlistIds: number[] | null) {
    return this.db
      .select({
        hour: statsPlayHourly.hour,
        plays: sql<number>`coalesce(sum(${statsPlayHourly.plays}), 0)`.mapWith(num),
        ms: sql<number>`coalesce(sum(${statsPlayHourly.playMs}), 0)`.mapWith(num),
      })
      .from(statsPlayHourly)
      .where(
        and(
          eq(statsPlayHourly.organizationId, organizationId),
          gte(statsPlayHourly.hour, start),
          lt(statsPlayHourly.hour, end),
          playlistIds ? anyInt(statsPlayHourly.playlistId, playlistIds) : undefined,
        ),
      )
      .groupBy(statsPlayHourly.hour)
      .orderBy(asc(statsPlayHourly.hour));
  }

  /**
   * Plays per media item: a play of a slide counts for every media item its CURRENT document shows
   * (any `mediaId` at any depth, as the media-usage check finds them): the rows per media id, the
   * series per day and the totals, in one pass (grouping sets). Raw SQL: jsonb_path_query has no
   * drizzle builder.
   */
  async mediaFigures(f: StatsFilter) {
    const result = await this.db.execute(sql`
      with sp as (
        select ${statsPlayDaily.day} as day, ${statsPlayDaily.deviceId} as device_id, ${statsPlayDaily.slideId} as slide_id,
          ${statsPlayDaily.plays} as plays, ${statsPlayDaily.playMs} as play_ms
        from ${statsPlayDaily} where ${this.playWhere(f, sql`${statsPlayDaily.slideId} > 0`)}
      ),
      sm as (
        select distinct s.id as slide_id, (m.v #>> '{}') as mid
        from ${slides} s, jsonb_path_query(s.slide_data, '$.**.mediaId') as m(v)
        where s.id in (select distinct slide_id from sp)
      )
      select grouping(sm.mid) as g_key, grouping(sp.day) as g_day, sm.mid as k, sp.day::text as day,
        sum(sp.plays) as plays, sum(sp.play_ms) as ms, count(distinct sp.device_id) as screens
      from sp join sm on sm.slide_id = sp.slide_id
      where sm.mid ~ '^[0-9]{1,9}$'
      group by grouping sets ((sm.mid), (sp.day), ())`);
    const rows: Array<{ k: string } & PlayFigures> = [];
    const series: Array<{ day: string } & PlayFigures> = [];
    let totals: PlayFigures = { plays: 0, ms: 0, screens: 0 };
    for (const r of rowsOf<Record<string, unknown>>(result)) {
      const figures = { plays: num(r.plays), ms: num(r.ms), screens: num(r.screens) };
      if (num(r.g_key) === 0) rows.push({ k: String(r.k), ...figures });
      else if (num(r.g_day) === 0) series.push({ day: String(r.day), ...figures });
      else totals = figures;
    }
    return { rows, series, totals };
  }

  private onlineWhere(f: StatsFilter) {
    return and(
      eq(statsOnlineDaily.organizationId, f.organizationId),
      between(statsOnlineDaily.day, f.from, f.to),
      f.deviceIds ? anyInt(statsOnlineDaily.deviceId, f.deviceIds) : undefined,
    );
  }

  /** Online seconds per screen, or per day. */
  onlineRows(f: StatsFilter) {
    return this.db
      .select({ deviceId: statsOnlineDaily.deviceId, seconds: sql<number>`sum(${statsOnlineDaily.onlineSeconds})`.mapWith(num) })
      .from(statsOnlineDaily)
      .where(this.onlineWhere(f))
      .groupBy(statsOnlineDaily.deviceId);
  }

  onlineSeries(f: StatsFilter) {
    return this.db
      .select({ day: statsOnlineDaily.day, seconds: sql<number>`sum(${statsOnlineDaily.onlineSeconds})`.mapWith(num) })
      .from(statsOnlineDaily)
      .where(this.onlineWhere(f))
      .groupBy(statsOnlineDaily.day);
  }

  /** Audit entries of some actions in [start, end), per local day (and per person). */
  async auditPerDay(organizationId: number, actions: string[], start: Date, end: Date, timeZone: string) {
    const day = sql<string>`((${auditLog.createdAt} at time zone ${timeZone})::date)::text`;
    return (
      this.db
        .select({
          day,
          action: auditLog.action,
          count: sql<number>`count(*)`.mapWith(num),
          people: sql<number>`count(distinct ${auditLog.actorUserId})`.mapWith(num),
        })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.organizationId, organizationId),
            gte(auditLog.createdAt, start),
            lt(auditLog.createdAt, end),
            inArray(auditLog.action, actions),
          ),
        )
        // By position: the zone is a parameter, and the same expression twice would be two parameters.
        .groupBy(sql`1`, auditLog.action)
    );
  }

  signInsPerPerson(organizationId: number, start: Date, end: Date) {
    return this.db
      .select({ userId: auditLog.actorUserId, count: sql<number>`count(*)`.mapWith(num) })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.organizationId, organizationId),
          gte(auditLog.createdAt, start),
          lt(auditLog.createdAt, end),
          eq(auditLog.action, SIGN_IN_ACTION),
        ),
      )
      .groupBy(auditLog.actorUserId);
  }

  signInPeople(organizationId: number, start: Date, end: Date) {
    return this.db
      .select({ people: sql<number>`count(distinct ${auditLog.actorUserId})`.mapWith(num) })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.organizationId, organizationId),
          gte(auditLog.createdAt, start),
          lt(auditLog.createdAt, end),
          eq(auditLog.action, SIGN_IN_ACTION),
        ),
      );
  }

  /** Storage now per media kind (a stored file shared by rows counted once, as the storage meter does). */
  async storage(organizationId: number) {
    const result = await this.db.execute(sql`
      select kind, coalesce(sum(size_bytes), 0) as bytes, sum(n) as items from (
        select ${media.kind} as kind, ${media.storageKey}, max(${media.sizeBytes}) as size_bytes, count(*) as n
        from ${media} where ${media.organizationId} = ${organizationId}
        group by 1, 2
      ) d group by kind`);
    return rowsOf<{ kind: string; bytes: unknown; items: unknown }>(result).map((r) => ({
      kind: String(r.kind),
      bytes: num(r.bytes),
      items: num(r.items),
    }));
  }

  // ---- the objects of an organization (filters, names) ---------------------------------------

  organization(id: number) {
    return this.db
      .select({ id: organizations.id, name: organizations.name, timeZone: organizations.timeZone })
      .from(organizations)
      .where(eq(organizations.id, id));
  }

  screensOf(organizationId: number) {
    return this.db
      .select({ id: devices.id, deviceKey: devices.deviceKey, name: devices.name, groupId: devices.groupId })
      .from(devices)
      .where(eq(devices.organizationId, organizationId))
      .orderBy(asc(sql`lower(${devices.name})`), asc(devices.id));
  }

  groupsOf(organizationId: number) {
    return this.db
      .select({ id: deviceGroups.id, name: deviceGroups.name, parentId: deviceGroups.parentId })
      .from(deviceGroups)
      .where(eq(deviceGroups.organizationId, organizationId))
      .orderBy(asc(sql`lower(${deviceGroups.name})`), asc(deviceGroups.id));
  }

  playlistsOf(organizationId: number) {
    return this.db
      .select({ id: playlists.id, name: playlists.name })
      .from(playlists)
      .where(and(eq(playlists.organizationId, organizationId), eq(playlists.type, 'playlist')))
      .orderBy(asc(sql`lower(${playlists.name})`), asc(playlists.id));
  }

  playlistsByIds(ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .select({ id: playlists.id, name: playlists.name, organizationId: playlists.organizationId })
      .from(playlists)
      .where(anyInt(playlists.id, ids));
  }

  slidesByIds(ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .select({ id: slides.id, position: slides.position, playlistId: slides.playlistId })
      .from(slides)
      .where(anyInt(slides.id, ids));
  }

  devicesByIds(ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .select({
        id: devices.id,
        deviceKey: devices.deviceKey,
        name: devices.name,
        groupId: devices.groupId,
        organizationId: devices.organizationId,
      })
      .from(devices)
      .where(anyInt(devices.id, ids));
  }

  groupsByIds(ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .select({ id: deviceGroups.id, name: deviceGroups.name, organizationId: deviceGroups.organizationId })
      .from(deviceGroups)
      .where(anyInt(deviceGroups.id, ids));
  }

  mediaByIds(ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .select({ id: media.id, name: media.name, kind: media.kind, section: media.section, organizationId: media.organizationId })
      .from(media)
      .where(anyInt(media.id, ids));
  }

  usersByIds(ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db.select({ id: users.id, name: users.fullname, email: users.email }).from(users).where(anyInt(users.id, ids));
  }

  /** Groups of the organization with these ids and every group below them. */
  async groupsWithDescendants(organizationId: number, ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const result = await this.db.execute(sql`
      with recursive g as (
        select id from ${deviceGroups} where ${deviceGroups.organizationId} = ${organizationId} and ${anyInt(deviceGroups.id, ids)}
        union
        select c.id from ${deviceGroups} c join g on c.parent_id = g.id
      )
      select id from g`);
    return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
  }

  devicesInGroups(organizationId: number, groupIds: number[]) {
    if (!groupIds.length) return Promise.resolve([]);
    return this.db
      .select({ id: devices.id })
      .from(devices)
      .where(and(eq(devices.organizationId, organizationId), anyInt(devices.groupId, groupIds)));
  }

  devicesByKeys(organizationId: number, keys: string[]) {
    if (!keys.length) return Promise.resolve([]);
    return this.db
      .select({ id: devices.id, deviceKey: devices.deviceKey })
      .from(devices)
      .where(and(eq(devices.organizationId, organizationId), inArray(devices.deviceKey, keys)));
  }

  // ---- retention ------------------------------------------------------------------------------

  /**
   * Deletes up to `limit` raw proof-of-play rows that began before `before` (the roll-ups stay), in a
   * transaction holding a transaction-level advisory lock, so one instance prunes at a time (another
   * answers null at once; works on PGlite too). Answers how many went. Raw SQL: delete … where id in
   * (select … limit) has no drizzle builder.
   */
  pruneProofOfPlay(lockKey: number, before: Date, limit: number): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${lockKey}) as ok`);
      if (!rowsOf<{ ok: boolean }>(lock)[0]?.ok) return null;
      const result = await tx.execute(sql`
        with gone as (
          delete from ${proofOfPlay} where ${proofOfPlay.id} in (
            select ${proofOfPlay.id} from ${proofOfPlay} where ${proofOfPlay.startedAt} < ${before.toISOString()}::timestamptz limit ${limit}
          ) returning 1
        ) select count(*)::int as n from gone`);
      return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    });
  }
}
