import {
  type Locale,
  STATS_METRICS,
  type StatsExportBody,
  type StatsOptionsResponse,
  type StatsRow,
  type StatsType,
  type StatsUsageBody,
  type StatsUsageResponse,
} from '@signage/shared';
import type { AppContext, AuthContext } from '../../core/context.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import type { OrgAccess } from '../tenancy/org-access.ts';
import type { OrganizationTree } from '../tenancy/organization-tree.ts';
import { word } from './stats-labels.ts';
import { addDays, daysOf, elapsedSeconds, resolveRange, startOfDay } from './stats-time.ts';
import { CONTENT_CREATED_ACTIONS, CONTENT_PUBLISHED_ACTIONS, SIGN_IN_ACTION } from './stats-activity.repository.ts';
import type { PlayFigures, StatsFilter, StatsRepository } from './stats.repository.ts';

type Values = Record<string, number>;
/** A row before it is named: what it is about, and its figures. */
interface RawRow {
  key: string;
  values: Values;
}

/** Everything of one type for the filters: the series, totals, and every row (sorted and named per page by the caller). */
export interface TypeFigures {
  granularity: 'day' | 'hour';
  series: Array<{ bucket: string; values: Values }>;
  totals: Values;
  rows: RawRow[];
}

/** The organization and resolved filters a call reads. */
export interface StatsScope {
  organizationId: number;
  organizationName: string;
  depth: number;
  timeZone: string;
  filter: StatsFilter;
  /** A screen filter was given (hourly charts need none: the hourly roll-up has no screen dimension). */
  screenFilter: boolean;
}

const PLAY_TYPES = new Set<StatsType>(['playlistPlays', 'slidePlays', 'screenPlays', 'groupPlays']);
const seconds = (ms: number) => Math.round(ms / 1000);
const playValues = (f: PlayFigures, withScreens = true): Values =>
  withScreens ? { plays: f.plays, playSeconds: seconds(f.ms), screens: f.screens } : { plays: f.plays, playSeconds: seconds(f.ms) };

/**
 * Usage stats (docs/insight.md "Usage stats"): owner and admin with the licence flag `stats`
 * (declared on the routes), of the acting organization or a sub-organization the caller manages
 * (OrgAccess.readable, the activity log's rule). Figures come from the roll-ups, never raw proof of play.
 */
export class StatsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: StatsRepository,
    private readonly access: OrgAccess,
    private readonly tree: OrganizationTree,
  ) {}

  /** POST /stats/options: what the filters can pick from. */
  async options(auth: AuthContext, organizationId?: number): Promise<StatsOptionsResponse> {
    const org = await this.access.readable(auth, organizationId);
    const [screens, groups, playlists, below] = await Promise.all([
      this.repo.objects.screensOf(org.id),
      this.repo.objects.groupsOf(org.id),
      this.repo.objects.playlistsOf(org.id),
      this.tree.descendants(auth.organization.id),
    ]);
    const managed = below.filter((o) => this.access.managesDepth(auth, o.depth)).map((o) => ({ id: o.id, name: o.name }));
    return {
      timeZone: org.timeZone,
      screens: screens.map((s) => ({ deviceKey: s.deviceKey, name: s.name || s.deviceKey, groupId: s.groupId })),
      groups,
      playlists,
      organizations: [{ id: auth.organization.id, name: auth.organization.name }, ...managed],
      rawRetentionDays: this.ctx.config.statsRawRetentionDays,
    };
  }

  /** The organization, its zone, the range's days and the chosen screens and playlists (unknown or foreign ids: 404). */
  async scope(
    auth: AuthContext,
    b: Pick<StatsUsageBody, 'organizationId' | 'range' | 'deviceKeys' | 'groupIds' | 'playlistIds'>,
  ): Promise<StatsScope> {
    const org = await this.access.readable(auth, b.organizationId);
    const { from, to } = resolveRange(b.range, this.ctx.now(), org.timeZone);
    let deviceIds: number[] | null = null;
    const keys = [...new Set(b.deviceKeys ?? [])];
    const groupIds = [...new Set(b.groupIds ?? [])];
    if (keys.length || groupIds.length) {
      const ids = new Set<number>();
      const found = await this.repo.objects.devicesByKeys(org.id, keys);
      if (found.length !== keys.length) throw notFound();
      for (const d of found) ids.add(d.id);
      const named = groupIds.filter((g) => g !== -1);
      const own = await this.repo.objects.groupsByIds(named);
      if (own.length !== named.length || own.some((g) => g.organizationId !== org.id)) throw notFound();
      if (groupIds.includes(-1)) {
        for (const d of await this.repo.objects.screensOf(org.id)) ids.add(d.id);
      } else if (named.length) {
        const all = await this.repo.objects.groupsWithDescendants(org.id, named);
        for (const d of await this.repo.objects.devicesInGroups(org.id, all)) ids.add(d.id);
      }
      deviceIds = [...ids];
    }
    let playlistIds: number[] | null = null;
    if (b.playlistIds?.length) {
      playlistIds = [...new Set(b.playlistIds)];
      const own = await this.repo.objects.playlistsByIds(playlistIds);
      if (own.length !== playlistIds.length || own.some((p) => p.organizationId !== org.id)) throw notFound();
    }
    return {
      organizationId: org.id,
      organizationName: org.name,
      depth: org.depth,
      timeZone: org.timeZone,
      filter: { organizationId: org.id, from, to, deviceIds, playlistIds },
      screenFilter: deviceIds !== null,
    };
  }

  /** POST /stats/usage: one type's series, totals and a page of rows. */
  async usage(auth: AuthContext, b: StatsUsageBody, locale: Locale): Promise<StatsUsageResponse> {
    const metrics: readonly string[] = STATS_METRICS[b.type];
    const sortBy = b.sortBy ?? metrics[0];
    if (!sortBy || !metrics.includes(sortBy)) throw fieldError('sortBy', 'FIELD_INVALID');
    const scope = await this.scope(auth, b);
    const figures = await this.figures(scope, b.type);
    const rows = sortRows(figures.rows, sortBy);
    const start = (b.page - 1) * b.pageSize;
    const page = rows.slice(start, start + b.pageSize);
    return {
      type: b.type,
      timeZone: scope.timeZone,
      from: scope.filter.from,
      to: scope.filter.to,
      granularity: figures.granularity,
      series: figures.series,
      totals: figures.totals,
      rows: await this.name(scope, b.type, page, locale),
      totalCount: rows.length,
      page: b.page,
      pageSize: b.pageSize,
    };
  }

  /** Every row of each type, named and sorted by the type's first metric: the export's content. */
  async report(auth: AuthContext, b: StatsExportBody, locale: Locale) {
    const scope = await this.scope(auth, b);
    const sections = [];
    for (const type of [...new Set(b.types)]) {
      const figures = await this.figures(scope, type);
      const rows = await this.name(scope, type, sortRows(figures.rows, STATS_METRICS[type][0]), locale);
      sections.push({ type, totals: figures.totals, rows });
    }
    return { scope, sections };
  }

  /** A type's figures (all rows, unnamed). */
  async figures(scope: StatsScope, type: StatsType): Promise<TypeFigures> {
    const f = scope.filter;
    const days = daysOf(f.from, f.to);
    const start = startOfDay(f.from, scope.timeZone);
    const end = startOfDay(addDays(f.to, 1), scope.timeZone);
    const daySeries = (byDay: Map<string, Values>, empty: Values) => days.map((d) => ({ bucket: d, values: byDay.get(d) ?? { ...empty } }));
    switch (type) {
      case 'playlistPlays':
      case 'slidePlays':
      case 'screenPlays':
      case 'groupPlays': {
        const by = type === 'playlistPlays' ? 'playlist' : type === 'slidePlays' ? 'slide' : type === 'screenPlays' ? 'device' : 'group';
        const withScreens = type !== 'screenPlays';
        const all = await this.repo.playFigures(f, by);
        const series = await this.playSeries(scope, type, days, start, end, all.series);
        const totals = all.totals;
        const rows = all.rows.map((r) => ({
          key: by === 'slide' ? `slide:${r.b}:${r.a}` : by === 'group' ? `group:${r.a}` : String(r.a),
          values: playValues(r, withScreens),
        }));
        return { granularity: series.granularity, series: series.series, totals: playValues(totals, withScreens), rows };
      }
      case 'mediaPlays': {
        const all = await this.repo.mediaFigures(f);
        const zero = { plays: 0, playSeconds: 0, screens: 0 };
        return {
          granularity: 'day',
          series: daySeries(new Map(all.series.map((r) => [r.day, playValues(r)])), zero),
          totals: playValues(all.totals),
          rows: all.rows.map((r) => ({ key: r.k, values: playValues(r) })),
        };
      }
      case 'onlineTime': {
        const now = this.ctx.now();
        const elapsed = days.reduce((sum, d) => sum + elapsedSeconds(d, now, scope.timeZone), 0);
        const [perDevice, perDay, existing] = await Promise.all([
          this.repo.onlineRows(f),
          this.repo.onlineSeries(f),
          this.repo.objects.screensOf(f.organizationId),
        ]);
        // Every chosen screen is a row (0 when it never came online), and removed ones that have figures.
        const byDevice = new Map<number, number>();
        const chosen = f.deviceIds ? new Set(f.deviceIds) : null;
        for (const d of existing) if (!chosen || chosen.has(d.id)) byDevice.set(d.id, 0);
        for (const r of perDevice) byDevice.set(r.deviceId, r.seconds);
        const share = (s: number, span: number) => (span > 0 ? Math.min(1, s / span) : 0);
        const screens = byDevice.size;
        const perDayMap = new Map(perDay.map((r) => [r.day, r.seconds]));
        let total = 0;
        for (const s of byDevice.values()) total += s;
        return {
          granularity: 'day',
          series: days.map((d) => {
            const s = perDayMap.get(d) ?? 0;
            return { bucket: d, values: { onlineSeconds: s, onlineShare: share(s, screens * elapsedSeconds(d, now, scope.timeZone)) } };
          }),
          totals: { onlineSeconds: total, onlineShare: share(total, screens * elapsed) },
          rows: [...byDevice].map(([id, s]) => ({ key: String(id), values: { onlineSeconds: s, onlineShare: share(s, elapsed) } })),
        };
      }
      case 'content': {
        const entries = await this.repo.activity.auditPerDay(
          f.organizationId,
          [...CONTENT_CREATED_ACTIONS, ...CONTENT_PUBLISHED_ACTIONS],
          start,
          end,
          scope.timeZone,
        );
        const byDay = new Map<string, Values>();
        const totals = { created: 0, published: 0 };
        for (const e of entries) {
          const v = byDay.get(e.day) ?? { created: 0, published: 0 };
          const metric = CONTENT_PUBLISHED_ACTIONS.includes(e.action) ? 'published' : 'created';
          v[metric] = (v[metric] ?? 0) + e.count;
          totals[metric] += e.count;
          byDay.set(e.day, v);
        }
        const series = daySeries(byDay, { created: 0, published: 0 });
        return {
          granularity: 'day',
          series,
          totals,
          rows: series.filter((s) => s.values.created || s.values.published).map((s) => ({ key: s.bucket, values: s.values })),
        };
      }
      case 'signIns': {
        const [perDay, perPerson, people] = await Promise.all([
          this.repo.activity.auditPerDay(f.organizationId, [SIGN_IN_ACTION], start, end, scope.timeZone),
          this.repo.activity.signInsPerPerson(f.organizationId, start, end),
          this.repo.activity.signInPeople(f.organizationId, start, end),
        ]);
        const byDay = new Map(perDay.map((e) => [e.day, { signIns: e.count, people: e.people }]));
        return {
          granularity: 'day',
          series: daySeries(byDay, { signIns: 0, people: 0 }),
          totals: { signIns: perPerson.reduce((s, r) => s + r.count, 0), people: people[0]?.people ?? 0 },
          rows: perPerson.map((r) => ({ key: `user:${r.userId ?? 0}`, values: { signIns: r.count, people: 1 } })),
        };
      }
      case 'storage': {
        const kinds = await this.repo.activity.storage(f.organizationId);
        const totals = { bytes: 0, items: 0 };
        for (const k of kinds) {
          totals.bytes += k.bytes;
          totals.items += k.items;
        }
        return {
          granularity: 'day',
          series: [],
          totals,
          rows: kinds.map((k) => ({ key: k.kind, values: { bytes: k.bytes, items: k.items } })),
        };
      }
    }
  }

  /**
   * The series of a play type: per hour (UTC hours that begin within the local day) when the range is
   * one day and no screen filter is set (the hourly roll-up has no screen dimension), else per day.
   */
  private async playSeries(
    scope: StatsScope,
    type: StatsType,
    days: string[],
    start: Date,
    end: Date,
    perDay: Array<{ day: string } & PlayFigures>,
  ): Promise<{ granularity: 'day' | 'hour'; series: Array<{ bucket: string; values: Values }> }> {
    if (days.length === 1 && PLAY_TYPES.has(type) && !scope.screenFilter) {
      const hours = await this.repo.playHours(scope.organizationId, start, end, scope.filter.playlistIds);
      const byHour = new Map(hours.map((h) => [new Date(h.hour).getTime(), h]));
      const series = [];
      // The UTC hours that begin within the local day (in a half-hour zone, each starts at :30 local time).
      const first = Math.ceil(start.getTime() / 3_600_000) * 3_600_000;
      for (let t = first; t < end.getTime(); t += 3_600_000) {
        const h = byHour.get(t);
        series.push({ bucket: new Date(t).toISOString(), values: { plays: h?.plays ?? 0, playSeconds: seconds(h?.ms ?? 0) } });
      }
      return { granularity: 'hour' as const, series };
    }
    const withScreens = type !== 'screenPlays';
    const byDay = new Map(perDay.map((r) => [r.day, playValues(r, withScreens)]));
    const zero: Values = withScreens ? { plays: 0, playSeconds: 0, screens: 0 } : { plays: 0, playSeconds: 0 };
    return { granularity: 'day' as const, series: days.map((d) => ({ bucket: d, values: byDay.get(d) ?? { ...zero } })) };
  }

  /** Names, details and links of a page's rows (removed objects: "Removed playlist #12" in the caller's language). */
  private async name(scope: StatsScope, type: StatsType, rows: RawRow[], locale: Locale): Promise<StatsRow[]> {
    const org = scope.organizationId;
    const ownRow = <T extends { organizationId: number | null }>(r: T | undefined) => (r && r.organizationId === org ? r : undefined);
    const playlistLink = (id: number) => `/home/playlists/${id}`;
    switch (type) {
      case 'playlistPlays': {
        const found = new Map((await this.repo.objects.playlistsByIds(rows.map((r) => Number(r.key)))).map((p) => [p.id, p]));
        return rows.map((r) => {
          const p = found.get(Number(r.key));
          return p
            ? { ...r, label: p.name, detail: null, link: p.organizationId === org ? playlistLink(p.id) : null }
            : { ...r, label: word(locale, 'removedPlaylist', { id: r.key }), detail: null, link: null };
        });
      }
      case 'slidePlays': {
        const parsed = rows.map((r) => {
          const [, slide, playlist] = r.key.split(':');
          return { r, slideId: Number(slide), playlistId: Number(playlist) };
        });
        const [slideRows, playlistRows] = await Promise.all([
          this.repo.objects.slidesByIds(parsed.map((p) => p.slideId).filter((id) => id > 0)),
          this.repo.objects.playlistsByIds([...new Set(parsed.map((p) => p.playlistId))]),
        ]);
        const sl = new Map(slideRows.map((s) => [s.id, s]));
        const pl = new Map(playlistRows.map((p) => [p.id, p]));
        return parsed.map(({ r, slideId, playlistId }) => {
          const p = pl.get(playlistId);
          const s = sl.get(slideId);
          const detail = p ? p.name : word(locale, 'removedPlaylist', { id: playlistId });
          const label =
            slideId === 0
              ? word(locale, 'noSlide')
              : s && s.playlistId === playlistId
                ? word(locale, 'slideNumber', { n: s.position + 1 })
                : word(locale, 'removedSlide', { id: slideId });
          return { ...r, label, detail, link: p && p.organizationId === org ? playlistLink(p.id) : null };
        });
      }
      case 'mediaPlays': {
        const found = new Map((await this.repo.objects.mediaByIds(rows.map((r) => Number(r.key)))).map((m) => [m.id, m]));
        return rows.map((r) => {
          const m = found.get(Number(r.key));
          return m
            ? {
                ...r,
                key: `media:${r.key}`,
                label: m.name,
                detail: m.kind,
                link: m.organizationId === org && m.section !== 'my' ? `/home/media/${m.section}?item=${m.id}` : null,
              }
            : { ...r, key: `media:${r.key}`, label: word(locale, 'removedMedia', { id: r.key }), detail: null, link: null };
        });
      }
      case 'screenPlays':
      case 'onlineTime': {
        const found = new Map((await this.repo.objects.devicesByIds(rows.map((r) => Number(r.key)))).map((d) => [d.id, d]));
        const groups = new Map(
          (
            await this.repo.objects.groupsByIds([
              ...new Set([...found.values()].map((d) => d.groupId).filter((g): g is number => g !== null)),
            ])
          ).map((g) => [g.id, g.name]),
        );
        return rows.map((r) => {
          const d = ownRow(found.get(Number(r.key)));
          return d
            ? {
                ...r,
                key: d.deviceKey,
                label: d.name || d.deviceKey,
                detail: d.groupId === null ? null : (groups.get(d.groupId) ?? null),
                link: `/home/devices/${encodeURIComponent(d.deviceKey)}/${org}`,
              }
            : { ...r, key: `device:${r.key}`, label: word(locale, 'removedScreen', { id: r.key }), detail: null, link: null };
        });
      }
      case 'groupPlays': {
        const ids = rows.map((r) => Number(r.key.split(':')[1])).filter((id) => id > 0);
        const found = new Map((await this.repo.objects.groupsByIds(ids)).map((g) => [g.id, g]));
        return rows.map((r) => {
          const id = Number(r.key.split(':')[1]);
          if (id === 0) return { ...r, label: word(locale, 'ungrouped'), detail: null, link: null };
          const g = ownRow(found.get(id));
          return g
            ? { ...r, label: g.name, detail: null, link: `/home/devicegroup/${g.id}/${org}` }
            : { ...r, label: word(locale, 'removedGroup', { id }), detail: null, link: null };
        });
      }
      case 'signIns': {
        const ids = rows.map((r) => Number(r.key.split(':')[1])).filter((id) => id > 0);
        const found = new Map((await this.repo.objects.usersByIds(ids)).map((u) => [u.id, u]));
        return rows.map((r) => {
          const id = Number(r.key.split(':')[1]);
          const u = found.get(id);
          return u
            ? { ...r, label: u.name, detail: u.email, link: null }
            : { ...r, label: word(locale, 'removedPerson', { id }), detail: null, link: null };
        });
      }
      case 'content':
        return rows.map((r) => ({ ...r, label: r.key, detail: null, link: null }));
      case 'storage':
        return rows.map((r) => ({ ...r, label: r.key, detail: null, link: null }));
    }
  }
}

/** Rows by a metric, largest first (then by key, so pages are stable). */
export function sortRows(rows: RawRow[], metric: string): RawRow[] {
  return [...rows].sort((a, b) => (b.values[metric] ?? 0) - (a.values[metric] ?? 0) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
