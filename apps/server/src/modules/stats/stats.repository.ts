import { and, asc, between, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import {
  devices,
  proofOfPlay,
  slides,
  statsOnlineDaily,
  statsPlayDaily,
  statsPlayDeviceDaily,
  statsPlayDevicePlaylistDaily,
  statsPlayHourly,
  statsPlayPresence,
  statsPlaySlideDaily,
} from '../../db/schema/index.ts';
import { anyInt } from '../../lib/sql-helpers.ts';
import { StatsActivityRepository } from './stats-activity.repository.ts';
import { StatsObjectsRepository } from './stats-objects.repository.ts';

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

const num = (v: unknown) => Number(v ?? 0);

type Grouped<K> = { rows: Array<{ a: K; b: number } & PlayFigures>; series: Array<{ day: string } & PlayFigures>; totals: PlayFigures };

/** Splits the rows of a `grouping sets ((a, b), (day), ())` query into rows, series and totals. */
function groupedFigures(result: Record<string, unknown>[]): Grouped<number>;
function groupedFigures(result: Record<string, unknown>[], textKey: true): Grouped<string>;
function groupedFigures(result: Record<string, unknown>[], textKey?: true): Grouped<number | string> {
  const out: Grouped<number | string> = { rows: [], series: [], totals: { plays: 0, ms: 0, screens: 0 } };
  for (const r of result) {
    const figures = { plays: num(r.plays), ms: num(r.ms), screens: num(r.screens) };
    if (num(r.g_key) === 0) out.rows.push({ a: textKey ? String(r.a) : num(r.a), b: num(r.b), ...figures });
    else if (num(r.g_day) === 0) out.series.push({ day: String(r.day), ...figures });
    else out.totals = figures;
  }
  return out;
}

const mediaOf = (g: Grouped<string>) => ({
  rows: g.rows.map(({ a, b: _b, ...figures }) => ({ k: a, ...figures })),
  series: g.series,
  totals: g.totals,
});

/** For each calendar year that [from, to] touches, a bit(366) mask of its days in the range (bit n = day of year n + 1). */
export function yearMasks(from: string, to: string): Array<{ year: number; mask: string }> {
  const day = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  const out: Array<{ year: number; mask: string }> = [];
  const start = day(from);
  const end = day(to);
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) {
    const jan1 = Date.UTC(y, 0, 1);
    const bits = new Array<string>(366).fill('0');
    const first = Math.max(start, jan1);
    const last = Math.min(end, Date.UTC(y, 11, 31));
    for (let t = first; t <= last; t += 86_400_000) bits[Math.round((t - jan1) / 86_400_000)] = '1';
    out.push({ year: y, mask: bits.join('') });
  }
  return out;
}

/** The raw plays and every roll-up: moved with an organization's content, deleted with it (no foreign keys). */
export const STATS_HISTORY_TABLES = [
  'proof_of_play',
  'stats_play_daily',
  'stats_play_device_daily',
  'stats_play_device_playlist_daily',
  'stats_play_slide_daily',
  'stats_play_presence',
  'stats_play_hourly',
  'stats_online_daily',
];

/**
 * The usage stats' reads (docs/insight.md "Usage stats"): aggregates of the roll-up tables (never raw
 * proof of play) and the raw plays' pruning; the audit log and storage (`activity`) and the names of
 * the objects a page shows (`objects`) have their own repositories.
 */
export class StatsRepository {
  /** The objects of an organization, for filters and names. */
  readonly objects: StatsObjectsRepository;
  /** The audit log and storage figures. */
  readonly activity: StatsActivityRepository;

  constructor(private readonly db: Db) {
    this.objects = new StatsObjectsRepository(db);
    this.activity = new StatsActivityRepository(db);
  }

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
   * A play type's figures: the rows grouped by playlist, slide (with its playlist), screen, or the
   * screen's current group (0 = none, or a removed screen); the series per day; and the totals. Each
   * from the narrowest roll-up that answers it exactly (docs/insight.md "The roll-ups"): screens and
   * groups from the per-screen tables; playlists and slides from the per-slide table (with a screen or
   * group filter: the per-screen-and-playlist table, or for slides the wide one, through their
   * organization-screen-day indexes), with the distinct screens from the presence bitmaps.
   */
  playFigures(f: StatsFilter, by: 'playlist' | 'slide' | 'device' | 'group') {
    if (by === 'device' || by === 'group') return this.screenFigures(f, by);
    return this.slideFigures(f, by);
  }

  /**
   * Screens and groups: the per-screen roll-up (with a playlist filter, the per-screen-and-playlist
   * one, summed per screen and day first), aggregated per screen and per day in one pass; a group's
   * and the total's screens are the screens that have a row.
   */
  private async screenFigures(f: StatsFilter, by: 'device' | 'group') {
    const x = f.playlistIds
      ? sql`select ${statsPlayDevicePlaylistDaily.deviceId} as device_id, ${statsPlayDevicePlaylistDaily.day} as day,
            sum(${statsPlayDevicePlaylistDaily.plays}) as plays, sum(${statsPlayDevicePlaylistDaily.playMs}) as play_ms
          from ${statsPlayDevicePlaylistDaily}
          where ${and(
            eq(statsPlayDevicePlaylistDaily.organizationId, f.organizationId),
            anyInt(statsPlayDevicePlaylistDaily.playlistId, f.playlistIds),
            between(statsPlayDevicePlaylistDaily.day, f.from, f.to),
            f.deviceIds ? anyInt(statsPlayDevicePlaylistDaily.deviceId, f.deviceIds) : undefined,
          )}
          group by 1, 2`
      : sql`select ${statsPlayDeviceDaily.deviceId} as device_id, ${statsPlayDeviceDaily.day} as day,
            ${statsPlayDeviceDaily.plays} as plays, ${statsPlayDeviceDaily.playMs} as play_ms
          from ${statsPlayDeviceDaily}
          where ${and(
            eq(statsPlayDeviceDaily.organizationId, f.organizationId),
            between(statsPlayDeviceDaily.day, f.from, f.to),
            f.deviceIds ? anyInt(statsPlayDeviceDaily.deviceId, f.deviceIds) : undefined,
          )}`;
    const a = by === 'device' ? sql`s.device_id` : sql`coalesce(${devices.groupId}, 0)`;
    const join =
      by === 'group' ? sql`left join ${devices} on ${devices.id} = s.device_id and ${devices.organizationId} = ${f.organizationId}` : sql``;
    const result = await this.db.execute(sql`
      with x as (${x}),
      s as (
        select grouping(x.day) as g_day, x.device_id, x.day, sum(x.plays) as plays, sum(x.play_ms) as ms, count(*) as n
        from x group by grouping sets ((x.device_id), (x.day))
      )
      select 0 as g_key, 1 as g_day, ${a} as a, 0 as b, null as day, sum(s.plays) as plays, sum(s.ms) as ms, count(*) as screens
        from s ${join} where s.g_day = 1 group by 3
      union all
      select 1, 0, null, null, s.day::text, s.plays, s.ms, s.n from s where s.g_day = 0
      union all
      select 1, 1, null, null, null, sum(s.plays), sum(s.ms), count(*) from s where s.g_day = 1`);
    return groupedFigures(rowsOf<Record<string, unknown>>(result));
  }

  /**
   * Playlists and slides. Plays and play time from the per-slide roll-up (no screen dimension); with a
   * screen or group filter from the per-screen-and-playlist roll-up (playlists) or the wide one
   * (slides), read for the chosen screens. The distinct screens of each row and of the total from the
   * presence bitmaps, those of each day from the per-screen roll-up without filters, else from the
   * bitmaps.
   */
  private async slideFigures(f: StatsFilter, by: 'playlist' | 'slide') {
    const source = !f.deviceIds
      ? sql`select ${statsPlaySlideDaily.playlistId} as a, ${by === 'slide' ? statsPlaySlideDaily.slideId : sql`0`} as b,
            ${statsPlaySlideDaily.day} as day, ${statsPlaySlideDaily.plays} as plays, ${statsPlaySlideDaily.playMs} as play_ms
          from ${statsPlaySlideDaily}
          where ${and(
            eq(statsPlaySlideDaily.organizationId, f.organizationId),
            between(statsPlaySlideDaily.day, f.from, f.to),
            f.playlistIds ? anyInt(statsPlaySlideDaily.playlistId, f.playlistIds) : undefined,
          )}`
      : by === 'playlist'
        ? sql`select ${statsPlayDevicePlaylistDaily.playlistId} as a, 0 as b, ${statsPlayDevicePlaylistDaily.day} as day,
              ${statsPlayDevicePlaylistDaily.plays} as plays, ${statsPlayDevicePlaylistDaily.playMs} as play_ms
            from ${statsPlayDevicePlaylistDaily}
            where ${and(
              eq(statsPlayDevicePlaylistDaily.organizationId, f.organizationId),
              anyInt(statsPlayDevicePlaylistDaily.deviceId, f.deviceIds),
              between(statsPlayDevicePlaylistDaily.day, f.from, f.to),
              f.playlistIds ? anyInt(statsPlayDevicePlaylistDaily.playlistId, f.playlistIds) : undefined,
            )}`
        : sql`select ${statsPlayDaily.playlistId} as a, ${statsPlayDaily.slideId} as b, ${statsPlayDaily.day} as day,
              ${statsPlayDaily.plays} as plays, ${statsPlayDaily.playMs} as play_ms
            from ${statsPlayDaily} where ${this.playWhere(f)}`;
    const [plays, screens, perDay] = await Promise.all([
      this.db.execute(sql`
        select grouping(x.a) as g_key, grouping(x.day) as g_day, x.a, x.b, x.day::text as day,
          sum(x.plays) as plays, sum(x.play_ms) as ms
        from (${source}) x
        group by grouping sets ((x.a, x.b), (x.day), ())`),
      this.db.execute(sql`
        select grouping(y.a) as g_key, y.a, y.b, count(distinct y.device_id) as screens
        from (
          select ${statsPlayPresence.playlistId} as a, ${by === 'slide' ? statsPlayPresence.slideId : sql`0`} as b, ${statsPlayPresence.deviceId} as device_id
          from ${statsPlayPresence} where ${this.presenceWhere(f)}
        ) y
        group by grouping sets ((y.a, y.b), ())`),
      f.playlistIds || f.deviceIds ? this.screensPerDayFromPresence(f) : this.screensPerDay(f),
    ]);
    const out = groupedFigures(rowsOf<Record<string, unknown>>(plays));
    const distinct = new Map<string, number>();
    for (const r of rowsOf<Record<string, unknown>>(screens))
      distinct.set(num(r.g_key) ? 'total' : `${num(r.a)}:${num(r.b)}`, num(r.screens));
    for (const r of out.rows) r.screens = distinct.get(`${r.a}:${r.b}`) ?? 0;
    for (const r of out.series) r.screens = perDay.get(r.day) ?? 0;
    out.totals.screens = distinct.get('total') ?? 0;
    return out;
  }

  /**
   * The presence rows with a play in [from, to] (of the chosen playlists; `extra`: more conditions):
   * for each calendar year the range touches, a mask of its days, and a row matches when its bitmap
   * shares a bit with the mask of its year.
   */
  private presenceWhere(f: StatsFilter, extra?: SQL): SQL | undefined {
    const masks = yearMasks(f.from, f.to);
    const first = masks[0]?.year ?? 0;
    const last = masks[masks.length - 1]?.year ?? 0;
    return and(
      eq(statsPlayPresence.organizationId, f.organizationId),
      between(statsPlayPresence.year, first, last),
      f.playlistIds ? anyInt(statsPlayPresence.playlistId, f.playlistIds) : undefined,
      f.deviceIds ? anyInt(statsPlayPresence.deviceId, f.deviceIds) : undefined,
      sql`(${sql.join(
        masks.map((m) => sql`(${statsPlayPresence.year} = ${m.year} and bit_count(${statsPlayPresence.days} & ${m.mask}::bit(366)) > 0)`),
        sql` or `,
      )})`,
      extra,
    );
  }

  /** Distinct screens that played anything per day (no filter): the per-screen roll-up has one row per screen and day. */
  private async screensPerDay(f: StatsFilter): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ day: statsPlayDeviceDaily.day, n: sql<number>`count(*)`.mapWith(num) })
      .from(statsPlayDeviceDaily)
      .where(and(eq(statsPlayDeviceDaily.organizationId, f.organizationId), between(statsPlayDeviceDaily.day, f.from, f.to)))
      .groupBy(statsPlayDeviceDaily.day);
    return new Map(rows.map((r) => [String(r.day), r.n]));
  }

  /**
   * Distinct screens per day from the presence bitmaps (`extra`: which rows count, e.g. slides showing
   * media): one bitmap per screen and year (the OR of its rows), then its bit of each day of the range.
   */
  private async screensPerDayFromPresence(f: StatsFilter, extra?: SQL): Promise<Map<string, number>> {
    const masks = yearMasks(f.from, f.to);
    const result = await this.db.execute(sql`
      with dev as (
        select ${statsPlayPresence.deviceId} as device_id, ${statsPlayPresence.year} as year, bit_or(${statsPlayPresence.days}) as b
        from ${statsPlayPresence}
        where ${and(
          eq(statsPlayPresence.organizationId, f.organizationId),
          between(statsPlayPresence.year, masks[0]?.year ?? 0, masks[masks.length - 1]?.year ?? 0),
          f.playlistIds ? anyInt(statsPlayPresence.playlistId, f.playlistIds) : undefined,
          f.deviceIds ? anyInt(statsPlayPresence.deviceId, f.deviceIds) : undefined,
          extra,
        )}
        group by 1, 2
      ),
      ds as (
        select g::date as day, extract(year from g)::int as year, extract(doy from g)::int - 1 as i
        from generate_series(${f.from}::date, ${f.to}::date, interval '1 day') g
      )
      select ds.day::text as day, count(*) as n
      from dev join ds on ds.year = dev.year
      where get_bit(dev.b, ds.i) = 1
      group by ds.day`);
    return new Map(rowsOf<Record<string, unknown>>(result).map((r) => [String(r.day), num(r.n)]));
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
   * series per day and the totals. With a screen or group filter from the wide roll-up in one pass
   * (grouping sets); without, plays from the per-slide roll-up and distinct screens from the presence
   * bitmaps. Raw SQL: jsonb_path_query has no drizzle builder.
   */
  async mediaFigures(f: StatsFilter) {
    const slideMedia = (slideIds: SQL) => sql`
      select distinct s.id as slide_id, (m.v #>> '{}') as mid
      from ${slides} s, jsonb_path_query(s.slide_data, '$.**.mediaId') as m(v)
      where s.id in (${slideIds}) and (m.v #>> '{}') ~ '^[0-9]{1,9}$'`;
    // The plays of slides (not "none recorded") in the range: per slide and day, from the per-slide
    // roll-up, or with a screen or group filter from the wide one for the chosen screens.
    // (the chosen screens' rows summed per slide and day first: the join below then meets a row per
    // slide and day, not one per screen too)
    const sp = f.deviceIds
      ? sql`select ${statsPlayDaily.day} as day, ${statsPlayDaily.slideId} as slide_id, sum(${statsPlayDaily.plays}) as plays, sum(${statsPlayDaily.playMs}) as play_ms
          from ${statsPlayDaily} where ${this.playWhere(f, sql`${statsPlayDaily.slideId} > 0`)}
          group by ${statsPlayDaily.day}, ${statsPlayDaily.slideId}`
      : sql`select ${statsPlaySlideDaily.day} as day, ${statsPlaySlideDaily.slideId} as slide_id, ${statsPlaySlideDaily.plays} as plays, ${statsPlaySlideDaily.playMs} as play_ms
          from ${statsPlaySlideDaily}
          where ${and(
            eq(statsPlaySlideDaily.organizationId, f.organizationId),
            between(statsPlaySlideDaily.day, f.from, f.to),
            sql`${statsPlaySlideDaily.slideId} > 0`,
            f.playlistIds ? anyInt(statsPlaySlideDaily.playlistId, f.playlistIds) : undefined,
          )}`;
    // The slides that played in the range (of the chosen playlists; with a screen filter on those screens, via presence).
    const played = f.deviceIds
      ? sql`select distinct ${statsPlayPresence.slideId} from ${statsPlayPresence} where ${this.presenceWhere(f, sql`${statsPlayPresence.slideId} > 0`)}`
      : sql`select distinct slide_id from (${sp}) p`;
    const [plays, screens, perDay] = await Promise.all([
      this.db.execute(sql`
        with sp as (${sp}),
        sm as (${slideMedia(sql`select distinct slide_id from sp`)})
        select grouping(sm.mid) as g_key, grouping(sp.day) as g_day, sm.mid as a, 0 as b, sp.day::text as day,
          sum(sp.plays) as plays, sum(sp.play_ms) as ms
        from sp join sm on sm.slide_id = sp.slide_id
        group by grouping sets ((sm.mid), (sp.day), ())`),
      this.db.execute(sql`
        with sm as (${slideMedia(played)})
        select grouping(sm.mid) as g_key, sm.mid as a, count(distinct ${statsPlayPresence.deviceId}) as screens
        from ${statsPlayPresence} join sm on sm.slide_id = ${statsPlayPresence.slideId}
        where ${this.presenceWhere(f, sql`${statsPlayPresence.slideId} in (select slide_id from sm)`)}
        group by grouping sets ((sm.mid), ())`),
      this.screensPerDayFromPresence(f, sql`${statsPlayPresence.slideId} in (select slide_id from (${slideMedia(played)}) sm)`),
    ]);
    const out = groupedFigures(rowsOf<Record<string, unknown>>(plays), true);
    const distinct = new Map<string, number>();
    for (const r of rowsOf<Record<string, unknown>>(screens)) distinct.set(num(r.g_key) ? 'total' : String(r.a), num(r.screens));
    for (const r of out.rows) r.screens = distinct.get(String(r.a)) ?? 0;
    for (const r of out.series) r.screens = perDay.get(r.day) ?? 0;
    out.totals.screens = distinct.get('total') ?? 0;
    return mediaOf(out);
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
