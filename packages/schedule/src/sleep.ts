import { z } from 'zod';
import { parseDate, type Weekday, weekday } from './entry.ts';
import { fromWall, toWall } from './tz.ts';

/**
 * Sleep hours of screens (docs/screens.md, "Sleep hours"): when the display should be off, in the
 * screen's time zone. Weekly rules name days of the week and a from/until wall time; a rule whose
 * "until" is not after its "from" crosses midnight (22:00–06:00 on Friday sleeps Friday 22:00 to
 * Saturday 06:00); from = until sleeps the whole day. Exceptions name a date that is wholly awake
 * (a holiday opening) or wholly asleep (a closing day); they win over the rules for that date.
 * The server (status, health) and the player (black screen) decide with the same function.
 */

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const hhmm = z.string().regex(HH_MM, { error: 'SLEEP_TIME_INVALID' });
const date = z.string().refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(parseDate(s)), { error: 'SLEEP_DATE_INVALID' });

export const sleepRule = z.strictObject({
  days: z.array(weekday, { error: 'SLEEP_DAYS_REQUIRED' }).min(1, { error: 'SLEEP_DAYS_REQUIRED' }).max(7),
  from: hhmm,
  until: hhmm,
});
export type SleepRule = z.infer<typeof sleepRule>;

export const sleepException = z.strictObject({
  date,
  /** 'awake' = the screen stays on all that date; 'sleep' = it sleeps all that date. */
  mode: z.enum(['awake', 'sleep'], { error: 'FIELD_INVALID' }),
});
export type SleepException = z.infer<typeof sleepException>;

export const SLEEP_MAX_RULES = 20;
export const SLEEP_MAX_EXCEPTIONS = 100;

export const sleepHours = z.strictObject({
  rules: z.array(sleepRule).max(SLEEP_MAX_RULES, { error: 'SLEEP_TOO_MANY' }),
  exceptions: z.array(sleepException).max(SLEEP_MAX_EXCEPTIONS, { error: 'SLEEP_TOO_MANY' }).default([]),
});
export type SleepHours = z.infer<typeof sleepHours>;

export const SLEEP_DUPLICATE_DATE = 'SLEEP_DUPLICATE_DATE' as const;

/** The first date named twice among the exceptions (the server refuses it), else null. */
export function sleepHoursError(h: SleepHours): { path: string; code: typeof SLEEP_DUPLICATE_DATE } | null {
  const seen = new Set<string>();
  for (const [i, e] of h.exceptions.entries()) {
    if (seen.has(e.date)) return { path: `exceptions.${i}.date`, code: SLEEP_DUPLICATE_DATE };
    seen.add(e.date);
  }
  return null;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Weekday of a floating-UTC wall time (1970-01-01 was a Thursday). */
const WEEKDAYS: Weekday[] = ['TH', 'FR', 'SA', 'SU', 'MO', 'TU', 'WE'];
const weekdayOf = (wall: number): Weekday => WEEKDAYS[((Math.floor(wall / DAY_MS) % 7) + 7) % 7]!;
const minutesOf = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3, 5));
const dateOf = (wall: number) => new Date(Math.floor(wall / DAY_MS) * DAY_MS).toISOString().slice(0, 10);

/** True when sleep hours ask anything at all (no rules and no dated sleep = never asleep). */
export const hasSleepHours = (h: SleepHours | null | undefined): h is SleepHours =>
  Boolean(h && (h.rules.length > 0 || h.exceptions.some((e) => e.mode === 'sleep')));

/** Asleep at a wall time (floating-UTC ms) by the rules alone. */
function ruleAsleep(rules: SleepRule[], wall: number): boolean {
  const day = weekdayOf(wall);
  const prev = weekdayOf(wall - DAY_MS);
  const m = Math.floor((((wall % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
  for (const r of rules) {
    const from = minutesOf(r.from);
    const until = minutesOf(r.until);
    if (from === until) {
      if (r.days.includes(day)) return true;
    } else if (from < until) {
      if (r.days.includes(day) && m >= from && m < until) return true;
    } else {
      // Crosses midnight: the evening of a named day, and the morning after it.
      if (r.days.includes(day) && m >= from) return true;
      if (r.days.includes(prev) && m < until) return true;
    }
  }
  return false;
}

/** Asleep at a wall time: a dated exception decides its whole date, else the weekly rules. */
export function asleepAtWall(h: SleepHours | null | undefined, wall: number): boolean {
  if (!h) return false;
  const d = dateOf(wall);
  const exception = h.exceptions.find((e) => e.date === d);
  if (exception) return exception.mode === 'sleep';
  return ruleAsleep(h.rules, wall);
}

/** THE decision: is a screen with these sleep hours asleep at instant `t` (epoch ms) in its zone? */
export function asleepAt(h: SleepHours | null | undefined, timeZone: string, t: number): boolean {
  if (!hasSleepHours(h)) return false;
  return asleepAtWall(h, toWall(timeZone || 'UTC', t));
}

/**
 * The next instant after `t` at which the answer of `asleepAt` changes (null = not within `horizonDays`).
 * Changes happen only at rule times and midnights, so those wall times of the coming days are the
 * candidates; each is converted to an instant in the zone (a DST gap moves it to after the gap).
 */
export function nextSleepChange(h: SleepHours | null | undefined, timeZone: string, t: number, horizonDays = 8): number | null {
  if (!hasSleepHours(h)) return null;
  const zone = timeZone || 'UTC';
  const now = asleepAt(h, zone, t);
  const minutes = new Set<number>([0]);
  for (const r of h.rules) {
    minutes.add(minutesOf(r.from));
    minutes.add(minutesOf(r.until));
  }
  const sortedMinutes = [...minutes].sort((a, b) => a - b);
  const firstDay = Math.floor(toWall(zone, t) / DAY_MS) * DAY_MS;
  for (let day = 0; day <= horizonDays; day++) {
    for (const m of sortedMinutes) {
      const at = fromWall(zone, firstDay + day * DAY_MS + m * MINUTE_MS);
      if (at > t && asleepAt(h, zone, at) !== now) return at;
    }
  }
  return null;
}

/** A screen's sleep hours: its own when set, else the nearest followed group's (nearest first). */
export function effectiveSleepHours(
  own: SleepHours | null | undefined,
  groups: ReadonlyArray<{ sleepHours?: SleepHours | null }>,
): SleepHours | null {
  if (own) return own;
  for (const g of groups) if (g.sleepHours) return g.sleepHours;
  return null;
}

/** The asleep stretches `[start, end)` (epoch ms) of sleep hours within `[from, to)`. */
export function asleepSpans(
  h: SleepHours | null | undefined,
  timeZone: string,
  from: number,
  to: number,
): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  if (!hasSleepHours(h)) return out;
  let t = from;
  let asleep = asleepAt(h, timeZone, t);
  while (t < to) {
    const change = nextSleepChange(h, timeZone, t) ?? Number.POSITIVE_INFINITY;
    const end = Math.min(change, to);
    if (asleep) out.push({ start: t, end });
    t = end;
    asleep = !asleep;
  }
  return out;
}

/**
 * Timeline spans (ISO `start`/`end`) with the asleep stretches cut out and shown as their own spans
 * (`sleep` = what to put there), so "what plays when" says the screen is off at night. Alerts are
 * never cut (an alert wakes the screen).
 */
export function cutBySleep<T extends { start: string; end: string; source: { kind: string } }>(
  spans: T[],
  sleep: Array<{ start: number; end: number }>,
  asleep: (start: string, end: string) => T,
): T[] {
  if (sleep.length === 0) return spans;
  const out: T[] = [];
  for (const s of spans) {
    let a = Date.parse(s.start);
    const b = Date.parse(s.end);
    if (s.source.kind === 'alert') {
      out.push(s);
      continue;
    }
    for (const z of sleep) {
      if (z.end <= a || z.start >= b) continue;
      if (z.start > a) out.push({ ...s, start: new Date(a).toISOString(), end: new Date(z.start).toISOString() });
      const until = Math.min(z.end, b);
      out.push(asleep(new Date(Math.max(z.start, a)).toISOString(), new Date(until).toISOString()));
      a = until;
    }
    if (a < b) out.push({ ...s, start: new Date(a).toISOString(), end: new Date(b).toISOString() });
  }
  // Neighbouring asleep pieces (a night cut at a span edge) become one.
  const merged: T[] = [];
  for (const s of out) {
    const last = merged[merged.length - 1];
    if (last && last.source.kind === 'sleep' && s.source.kind === 'sleep' && last.end === s.start)
      merged[merged.length - 1] = { ...last, end: s.end };
    else merged.push(s);
  }
  return merged;
}
