import {
  STATS_MAX_RANGE_DAYS,
  STATS_METRICS,
  STATS_PAGE_SIZES,
  STATS_TYPES,
  type StatsExportBody,
  type StatsRange,
  type StatsType,
  type statsUsageBody,
} from '@signage/shared';
import type { BodyOf } from '../../api/client.ts';

/**
 * The report's filters as the page keeps them in its address, so a report can be bookmarked and
 * shared: `/home/stats?types=playlistPlays,screenPlays&range=custom&from=2026-11-01&to=2026-11-26
 * &screens=k1,k2&groups=3&playlists=7&org=5&sort.playlistPlays=playSeconds&page.playlistPlays=2`.
 */
export interface StatsFilters {
  /** At least one, in the contract's order (spec part 5). */
  types: StatsType[];
  range: StatsRange;
  deviceKeys: string[];
  /** Group ids; -1 is "ungrouped screens". */
  groupIds: number[];
  playlistIds: number[];
  /** A sub-organization's stats (a managing parent); null = the acting organization. */
  organizationId: number | null;
  /** Per type: the metric its rows are sorted by (absent = the type's first metric). */
  sortBy: Partial<Record<StatsType, string>>;
  /** Per type: the page of its rows (absent = 1). */
  page: Partial<Record<StatsType, number>>;
}

/** What a first visit shows: plays per playlist over the last 7 days. */
export const DEFAULT_TYPES: readonly StatsType[] = ['playlistPlays'];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_IDS = 500;

const positive = (v: string | null | undefined): number | null => {
  const n = Number(v);
  return v && /^\d+$/.test(v) && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};
const list = (v: string | null) => (v ?? '').split(',').filter(Boolean).slice(0, MAX_IDS);
const isType = (v: string): v is StatsType => (STATS_TYPES as readonly string[]).includes(v);
const ordered = (types: Iterable<StatsType>) => {
  const set = new Set(types);
  return STATS_TYPES.filter((t) => set.has(t));
};

export function isMetricOf(type: StatsType, metric: string): boolean {
  return (STATS_METRICS[type] as readonly string[]).includes(metric);
}

/** A day is a real calendar day (2026-02-30 is not). */
export function isDay(v: string | null | undefined): v is string {
  if (!v || !DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** Days from `from` to `to`, both included (0 or less when reversed). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** `day` shifted by `n` days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Today as a calendar day in `timeZone` (the organization's: the days of the report are its days). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** A custom range is usable when both days are real, in order and at most 366 days apart (the server's rule). */
export function rangeError(range: StatsRange): 'STATS_RANGE_INVALID' | null {
  if (range.preset !== 'custom') return null;
  if (!isDay(range.from) || !isDay(range.to)) return 'STATS_RANGE_INVALID';
  const days = daysBetween(range.from, range.to);
  return days < 1 || days > STATS_MAX_RANGE_DAYS ? 'STATS_RANGE_INVALID' : null;
}

export function readFilters(params: URLSearchParams): StatsFilters {
  const types = ordered(list(params.get('types')).filter(isType));
  const preset = params.get('range');
  const from = params.get('from');
  const to = params.get('to');
  let range: StatsRange = { preset: 'last7' };
  if (preset === 'last30') range = { preset: 'last30' };
  else if (preset === 'custom' && isDay(from) && isDay(to)) range = { preset: 'custom', from, to };
  const sortBy: StatsFilters['sortBy'] = {};
  const page: StatsFilters['page'] = {};
  for (const type of STATS_TYPES) {
    const sort = params.get(`sort.${type}`);
    if (sort && isMetricOf(type, sort)) sortBy[type] = sort;
    const p = positive(params.get(`page.${type}`));
    if (p && p > 1) page[type] = Math.min(p, 100_000);
  }
  const groups = list(params.get('groups'))
    .map((g) => (g === '-1' ? -1 : positive(g)))
    .filter((g): g is number => g !== null);
  return {
    types: types.length ? types : [...DEFAULT_TYPES],
    range,
    deviceKeys: [...new Set(list(params.get('screens')).filter((k) => k.length <= 64))],
    groupIds: [...new Set(groups)],
    playlistIds: [...new Set(list(params.get('playlists')).map(positive))].filter((n): n is number => n !== null),
    organizationId: positive(params.get('org')),
    sortBy,
    page,
  };
}

export function writeFilters(f: StatsFilters): URLSearchParams {
  const p = new URLSearchParams();
  p.set('types', ordered(f.types).join(','));
  if (f.range.preset !== 'last7') p.set('range', f.range.preset);
  if (f.range.preset === 'custom') {
    p.set('from', f.range.from);
    p.set('to', f.range.to);
  }
  if (f.deviceKeys.length) p.set('screens', f.deviceKeys.join(','));
  if (f.groupIds.length) p.set('groups', f.groupIds.join(','));
  if (f.playlistIds.length) p.set('playlists', f.playlistIds.join(','));
  if (f.organizationId) p.set('org', String(f.organizationId));
  for (const type of ordered(f.types)) {
    const sort = f.sortBy[type];
    if (sort) p.set(`sort.${type}`, sort);
    const page = f.page[type];
    if (page && page > 1) p.set(`page.${type}`, String(page));
  }
  return p;
}

/**
 * Ticks or unticks a usage type. Unticking the last one is refused (spec part 5: at least one usage
 * type): the selection stays as it was and the caller shows `STATS_TYPE_REQUIRED`.
 */
export function toggleType(types: readonly StatsType[], type: StatsType): { types: StatsType[]; error: 'STATS_TYPE_REQUIRED' | null } {
  if (!types.includes(type)) return { types: ordered([...types, type]), error: null };
  if (types.length <= 1) return { types: [...types], error: 'STATS_TYPE_REQUIRED' };
  return { types: types.filter((t) => t !== type), error: null };
}

/** Changing what is counted starts every table at its first page again. */
export function withFilters(f: StatsFilters, patch: Partial<Omit<StatsFilters, 'page' | 'sortBy'>>): StatsFilters {
  return { ...f, ...patch, page: {} };
}

type ScopeBody = Pick<BodyOf<typeof statsUsageBody>, 'organizationId' | 'range' | 'deviceKeys' | 'groupIds' | 'playlistIds'>;

function scope(f: StatsFilters): ScopeBody {
  return {
    ...(f.organizationId ? { organizationId: f.organizationId } : {}),
    range: f.range,
    ...(f.deviceKeys.length ? { deviceKeys: f.deviceKeys } : {}),
    ...(f.groupIds.length ? { groupIds: f.groupIds } : {}),
    ...(f.playlistIds.length ? { playlistIds: f.playlistIds } : {}),
  };
}

/** The body of `/stats/usage` for one type's card. */
export function usageBody(f: StatsFilters, type: StatsType, pageSize: number): BodyOf<typeof statsUsageBody> {
  const sortBy = f.sortBy[type];
  return { ...scope(f), type, page: f.page[type] ?? 1, pageSize, ...(sortBy ? { sortBy } : {}) };
}

/** The body of `/stats/export`: the whole report for the selected types and filters. */
export function exportBody(f: StatsFilters, format: 'csv' | 'pdf'): Omit<StatsExportBody, 'sessionKey'> {
  return { ...scope(f), types: ordered(f.types), format };
}

/**
 * Automatic refresh (decided, docs/insight.md): every 60 s while the range includes today in the
 * organization's time zone (figures still grow), never for a range wholly in the past. The spec's
 * 10 s (part 9) is for the live dashboard; stats come from hourly and daily roll-ups, so a minute is
 * as fresh as they get without asking the server six times as often.
 */
export const STATS_REFRESH_MS = 60_000;

export function refreshInterval(range: StatsRange, today: string): number | false {
  if (range.preset !== 'custom') return STATS_REFRESH_MS;
  return range.to >= today && range.from <= today ? STATS_REFRESH_MS : false;
}

const PAGE_SIZE_KEY = 'signage.stats.pageSize';
export const DEFAULT_PAGE_SIZE = 10;

/** Items per page (spec part 9: configurable), remembered in this browser. */
export function storedPageSize(): number {
  try {
    const n = Number(window.localStorage.getItem(PAGE_SIZE_KEY));
    return (STATS_PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_PAGE_SIZE;
  } catch {
    return DEFAULT_PAGE_SIZE;
  }
}

export function storePageSize(n: number): void {
  try {
    window.localStorage.setItem(PAGE_SIZE_KEY, String(n));
  } catch {
    // storage unavailable: the choice lasts for this page
  }
}
