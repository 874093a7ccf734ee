import * as rruleModule from 'rrule';
import type { Options, RRule as RRuleType } from 'rrule';
import { firstOccurrenceWall, parseDate, type ScheduleTimes } from './entry.ts';
import { fromWall } from './tz.ts';

// rrule ships CommonJS for Node (named exports hidden behind `default`) and ESM for bundlers.
// Reflect.get keeps bundlers from warning that the ESM build has no `default` export.
const RRule: typeof RRuleType =
  (rruleModule as unknown as { RRule?: typeof RRuleType }).RRule ??
  (Reflect.get(rruleModule, 'default') as { RRule: typeof RRuleType }).RRule;

const DAY_MS = 86_400_000;
/** Largest distance between wall time and UTC of any zone (+14 h Kiribati, -12 h), with margin. */
const ZONE_MARGIN = 15 * 3_600_000;
/** How far past a query a compiled entry's occurrence cache reaches (a player asks each second). */
const CACHE_AHEAD = 9 * DAY_MS;

const FREQ = { daily: 3, weekly: 2, monthly: 1, yearly: 0 } as const;

/**
 * RFC 5545 recurrence options of an entry, on the floating-UTC wall clock (no zone: the rule
 * counts wall-clock days, so occurrences keep their wall time across DST changes). Null for a
 * one-off entry. Monthly repeats on the start's day of month (months without it are skipped),
 * yearly on its month and day, weekly on `daysOfWeek` (the start's weekday when empty; the start
 * itself counts only if it falls on one of them); "ends on" includes that date.
 */
export function recurrenceOptions(entry: ScheduleTimes): Partial<Options> | null {
  const r = entry.repeat;
  if (r.frequency === 'none') return null;
  const { start } = firstOccurrenceWall(entry);
  const options: Partial<Options> = {
    freq: FREQ[r.frequency],
    interval: r.interval,
    dtstart: new Date(start),
    wkst: 0, // Monday
  };
  if (r.frequency === 'weekly' && r.daysOfWeek.length > 0) options.byweekday = [...r.daysOfWeek];
  if (r.ends.type === 'after') options.count = r.ends.count;
  if (r.ends.type === 'on') options.until = new Date(parseDate(r.ends.date) + DAY_MS - 1000);
  return options;
}

/** The entry's recurrence as RFC 5545 text (`DTSTART:…\nRRULE:…`, floating local time), or null for a one-off entry. */
export function recurrenceText(entry: ScheduleTimes): string | null {
  const options = recurrenceOptions(entry);
  return options ? new RRule(options).toString() : null;
}

export type Compiled = {
  /** Wall-clock start of the first occurrence (floating-UTC ms). */
  first: number;
  /** Wall-clock length of every occurrence (ms). */
  duration: number;
  rule: RRuleType | null;
  cacheFrom: number;
  cacheTo: number;
  cacheStarts: number[];
};

const byObject = new WeakMap<object, Compiled>();
const byKey = new Map<string, Compiled>();

/** The compiled form of an entry, cached by object identity and by content. */
export function compile(entry: ScheduleTimes): Compiled {
  const known = byObject.get(entry);
  if (known) return known;
  const key = `${entry.start}|${entry.end}|${entry.allDay}|${JSON.stringify(entry.repeat)}`;
  let compiled = byKey.get(key);
  if (!compiled) {
    const { start, end } = firstOccurrenceWall(entry);
    const options = recurrenceOptions(entry);
    compiled = {
      first: start,
      duration: end - start,
      rule: options ? new RRule(options) : null,
      cacheFrom: 0,
      cacheTo: -1,
      cacheStarts: [],
    };
    if (byKey.size >= 5000) byKey.clear();
    byKey.set(key, compiled);
  }
  byObject.set(entry, compiled);
  return compiled;
}

/** Wall-clock starts of occurrences with `from <= start <= to` (floating-UTC ms), ascending. */
export function wallStartsBetween(c: Compiled, from: number, to: number): number[] {
  if (!(c.duration > 0)) return [];
  if (!c.rule) return c.first >= from && c.first <= to ? [c.first] : [];
  if (to < c.first) return [];
  if (from < c.cacheFrom || to > c.cacheTo) {
    const cacheFrom = from - DAY_MS;
    const cacheTo = Math.max(to, from + CACHE_AHEAD);
    c.cacheStarts = c.rule.between(new Date(cacheFrom), new Date(cacheTo), true).map((d) => d.getTime());
    c.cacheFrom = cacheFrom;
    c.cacheTo = cacheTo;
  }
  const out: number[] = [];
  for (const s of c.cacheStarts) {
    if (s > to) break;
    if (s >= from) out.push(s);
  }
  return out;
}

export type Occurrence = { start: number; end: number };

/**
 * Occurrences (instants, epoch ms) of an entry in a time zone that overlap `[from, to)`:
 * `start < to && end > from`. Each starts at its wall-clock start and lasts the entry's
 * wall-clock length, both converted in the zone (DST-safe).
 */
export function occurrencesOverlapping(entry: ScheduleTimes, timeZone: string, from: number, to: number): Occurrence[] {
  const c = compile(entry);
  const wallFrom = from - ZONE_MARGIN - c.duration;
  const wallTo = to + ZONE_MARGIN;
  const out: Occurrence[] = [];
  for (const wall of wallStartsBetween(c, wallFrom, wallTo)) {
    const start = fromWall(timeZone, wall);
    const end = fromWall(timeZone, wall + c.duration);
    if (start < to && end > from && end > start) out.push({ start, end });
  }
  return out;
}

/** Occurrences of an entry overlapping `[from, to)` as Dates (for calendars). */
export function entryOccurrences(entry: ScheduleTimes, timeZone: string, from: Date, to: Date): { start: Date; end: Date }[] {
  return occurrencesOverlapping(entry, timeZone, from.getTime(), to.getTime()).map((o) => ({
    start: new Date(o.start),
    end: new Date(o.end),
  }));
}
