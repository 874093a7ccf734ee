import type { StatsRange } from '@signage/shared';

/*
 * Calendar days in an organization's time zone (usage stats, docs/insight.md "Usage stats"): pure
 * functions on `Intl`, unit-tested in stats-time.test.ts.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock parts of an instant in a time zone. */
function partsOf(at: Date, timeZone: string) {
  const p: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(at)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return p as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function localDay(at: Date, timeZone: string): string {
  const p = partsOf(at, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** Offset of the zone from UTC at an instant, in ms (local − UTC). */
function offsetMs(at: Date, timeZone: string) {
  const p = partsOf(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a calendar day begins in a time zone (its local midnight). */
export function startOfDay(day: string, timeZone: string): Date {
  const guess = Date.parse(`${day}T00:00:00Z`);
  let t = guess - offsetMs(new Date(guess), timeZone);
  t = guess - offsetMs(new Date(t), timeZone);
  return new Date(t);
}

/** A day plus n days (calendar arithmetic, no zone). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The days a range covers in a zone: last7/last30 end today (today and the 6 / 29 days before it). */
export function resolveRange(range: StatsRange, now: Date, timeZone: string): { from: string; to: string } {
  if (range.preset === 'custom') return { from: range.from, to: range.to };
  const today = localDay(now, timeZone);
  return { from: addDays(today, range.preset === 'last7' ? -6 : -29), to: today };
}

/** Seconds of a day that have passed by `now` (0 for a future day, the whole day — 23, 24 or 25 h — for a past one). */
export function elapsedSeconds(day: string, now: Date, timeZone: string): number {
  const start = startOfDay(day, timeZone).getTime();
  const end = Math.min(startOfDay(addDays(day, 1), timeZone).getTime(), now.getTime());
  return Math.max(0, Math.floor((end - start) / 1000));
}
