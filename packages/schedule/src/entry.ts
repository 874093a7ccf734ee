import { z } from 'zod';

/** Wall-clock date and time in the device's time zone, minute precision: `YYYY-MM-DDTHH:mm`. */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Wall time as milliseconds of a "floating" UTC clock (the wall fields read as if they were UTC); NaN when not a real date. */
export function parseWallTime(text: string): number {
  const m = WALL_TIME.exec(text);
  if (!m) return Number.NaN;
  return wallFields(+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!);
}

/** A date `YYYY-MM-DD` as floating-UTC milliseconds of its midnight; NaN when not a real date. */
export function parseDate(text: string): number {
  const m = DATE.exec(text);
  if (!m) return Number.NaN;
  return wallFields(+m[1]!, +m[2]!, +m[3]!, 0, 0);
}

function wallFields(y: number, mo: number, d: number, h: number, mi: number): number {
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59) return Number.NaN;
  const t = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(t);
  // Date.UTC maps years 0..99 to 1900+; and rolls 2026-02-30 over to March: both are refused.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return Number.NaN;
  return t;
}

/** Formats floating-UTC milliseconds back to `YYYY-MM-DDTHH:mm`. */
export function formatWallTime(wall: number): string {
  return new Date(wall).toISOString().slice(0, 16);
}

const wallTime = z.string().refine((s) => !Number.isNaN(parseWallTime(s)), { message: 'Expected a date and time YYYY-MM-DDTHH:mm' });
const dateOnly = z.string().refine((s) => !Number.isNaN(parseDate(s)), { message: 'Expected a date YYYY-MM-DD' });

export const weekday = z.enum(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU']);
export type Weekday = z.infer<typeof weekday>;

export const repeatFrequency = z.enum(['none', 'daily', 'weekly', 'monthly', 'yearly']);
export type RepeatFrequency = z.infer<typeof repeatFrequency>;

export const repeatEnds = z.discriminatedUnion('type', [
  z.object({ type: z.literal('never') }),
  z.object({ type: z.literal('on'), date: dateOnly }),
  z.object({ type: z.literal('after'), count: z.number().int().min(1).max(9999) }),
]);
export type RepeatEnds = z.infer<typeof repeatEnds>;

export const repeat = z.object({
  frequency: repeatFrequency,
  interval: z.number().int().min(1).max(999),
  /** Weekly only; [] = the start's weekday. Ignored for other frequencies. */
  daysOfWeek: z.array(weekday).max(7),
  ends: repeatEnds,
});
export type Repeat = z.infer<typeof repeat>;

/** The schedule entry without its playlist: what `scheduleData.entry` of an assignment carries. */
export const scheduleTimes = z.object({
  /** Wall time in the device's time zone. For all-day entries only the date counts. */
  start: wallTime,
  /** Wall time in the device's time zone. For all-day entries only the date counts, and it is inclusive. */
  end: wallTime,
  allDay: z.boolean(),
  repeat,
});
export type ScheduleTimes = z.infer<typeof scheduleTimes>;

/**
 * One schedule entry of a device or group (docs/screens.md). The structure only: whether start
 * precedes end is checked by `scheduleEntryError` so the API can answer `SCHEDULE_INVALID`.
 */
export const scheduleEntry = scheduleTimes.extend({
  playlistId: z.number().int().positive(),
});
export type ScheduleEntry = z.infer<typeof scheduleEntry>;

/** A repeat that never repeats: the default for a one-off entry. */
export const NO_REPEAT: Repeat = { frequency: 'none', interval: 1, daysOfWeek: [], ends: { type: 'never' } };

export const SCHEDULE_INVALID = 'SCHEDULE_INVALID' as const;

const DAY_MS = 86_400_000;

/**
 * Wall-clock bounds of the entry's first occurrence (floating-UTC ms). All-day entries run from
 * the start date's midnight to the midnight after the end date (the end date is inclusive).
 */
export function firstOccurrenceWall(entry: ScheduleTimes): { start: number; end: number } {
  const start = parseWallTime(entry.start);
  const end = parseWallTime(entry.end);
  if (!entry.allDay) return { start, end };
  const startDay = Math.floor(start / DAY_MS) * DAY_MS;
  const endDay = Math.floor(end / DAY_MS) * DAY_MS;
  return { start: startDay, end: endDay + DAY_MS };
}

/**
 * Spec part 5: start and end must differ and start must precede end. Returns `'SCHEDULE_INVALID'`
 * or null. Also refuses an "ends on" date before the start date and a structurally bad entry.
 */
export function scheduleEntryError(entry: ScheduleTimes): typeof SCHEDULE_INVALID | null {
  const { start, end } = firstOccurrenceWall(entry);
  if (Number.isNaN(start) || Number.isNaN(end) || !(start < end)) return SCHEDULE_INVALID;
  if (entry.repeat.frequency !== 'none' && entry.repeat.ends.type === 'on') {
    const until = parseDate(entry.repeat.ends.date);
    if (Number.isNaN(until) || until + DAY_MS <= start) return SCHEDULE_INVALID;
  }
  return null;
}

/** Parses unknown input into a schedule entry: `{ok:true, entry}`, or the zod error, or SCHEDULE_INVALID. */
export function parseScheduleEntry(
  input: unknown,
):
  | { ok: true; entry: ScheduleEntry }
  | { ok: false; code: 'VALIDATION'; error: z.ZodError }
  | { ok: false; code: typeof SCHEDULE_INVALID } {
  const parsed = scheduleEntry.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'VALIDATION', error: parsed.error };
  const bad = scheduleEntryError(parsed.data);
  if (bad) return { ok: false, code: bad };
  return { ok: true, entry: parsed.data };
}
