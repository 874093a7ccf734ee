import type { ScheduleEntry } from './entry.ts';
import { occurrencesOverlapping } from './recurrence.ts';

export type PlayNow = { playlistId: number; since: string };

export type ResolverAlert = { id: number; playlistId: number | null; startsAt: string; endsAt: string | null };

export type ResolverGroup = { id: number; name: string; playNow: PlayNow | null; schedule: ScheduleEntry[] };

/** Everything that decides what a device plays (docs/screens.md); `groups` nearest first. */
export type ResolverInput = {
  timeZone: string;
  alerts: ResolverAlert[];
  device: { playNow: PlayNow | null; schedule: ScheduleEntry[] };
  groups: ResolverGroup[];
};

export type Source =
  | { kind: 'alert'; alertId: number }
  | { kind: 'devicePlayNow' }
  | { kind: 'deviceSchedule'; entryIndex: number }
  | { kind: 'groupPlayNow'; groupId: number; groupName: string }
  | { kind: 'groupSchedule'; groupId: number; groupName: string; entryIndex: number }
  | { kind: 'idle' };

export type Resolution = { playlistId: number | null; source: Source };

/** A stretch of time with one resolution; `start`/`end` are ISO instants, `end` exclusive. */
export type Span = Resolution & { start: string; end: string };

/** One thing that could play: active on `[start, end)`, ranked within its level by start then order. */
type Candidate = { start: number; end: number; order: number; resolution: Resolution };

const IDLE: Resolution = { playlistId: null, source: { kind: 'idle' } };

/**
 * Candidates per precedence level (highest first) that overlap `[from, to)`: alerts; the device's
 * play now; its schedule; then per group (nearest first) its play now and its schedule.
 */
function levels(input: ResolverInput, from: number, to: number): Candidate[][] {
  const out: Candidate[][] = [];
  const alerts: Candidate[] = [];
  input.alerts.forEach((a, i) => {
    const start = Date.parse(a.startsAt);
    const end = a.endsAt === null ? Number.POSITIVE_INFINITY : Date.parse(a.endsAt);
    if (Number.isNaN(start) || Number.isNaN(end) || !(start < end)) return;
    if (start < to && end > from) {
      alerts.push({ start, end, order: i, resolution: { playlistId: a.playlistId, source: { kind: 'alert', alertId: a.id } } });
    }
  });
  out.push(alerts);
  const { timeZone } = input;
  const playNow = (p: PlayNow | null, source: Source): Candidate[] =>
    p
      ? [
          {
            start: Number.NEGATIVE_INFINITY,
            end: Number.POSITIVE_INFINITY,
            order: 0,
            resolution: { playlistId: p.playlistId, source },
          },
        ]
      : [];
  const schedule = (entries: ScheduleEntry[], source: (entryIndex: number) => Source): Candidate[] => {
    const c: Candidate[] = [];
    entries.forEach((entry, i) => {
      const occurrences = occurrencesOverlapping(entry, timeZone, from, to);
      if (occurrences.length === 0) return;
      const resolution: Resolution = { playlistId: entry.playlistId, source: source(i) };
      for (const o of occurrences) c.push({ start: o.start, end: o.end, order: i, resolution });
    });
    return c;
  };
  out.push(playNow(input.device.playNow, { kind: 'devicePlayNow' }));
  out.push(schedule(input.device.schedule, (entryIndex) => ({ kind: 'deviceSchedule', entryIndex })));
  for (const g of input.groups) {
    out.push(playNow(g.playNow, { kind: 'groupPlayNow', groupId: g.id, groupName: g.name }));
    out.push(schedule(g.schedule, (entryIndex) => ({ kind: 'groupSchedule', groupId: g.id, groupName: g.name, entryIndex })));
  }
  return out;
}

/** The winner at instant t: the first level with an active candidate; in it the latest start, then the highest order. */
function pick(prepared: Candidate[][], t: number): Resolution {
  for (const level of prepared) {
    let best: Candidate | null = null;
    for (const c of level) {
      if (c.start <= t && t < c.end && (!best || c.start > best.start || (c.start === best.start && c.order > best.order))) {
        best = c;
      }
    }
    if (best) return best.resolution;
  }
  return IDLE;
}

/** What plays at instant `at` (design brief 6). */
export function resolveAt(input: ResolverInput, at: Date): Resolution {
  const t = at.getTime();
  return pick(levels(input, t, t + 1), t);
}

export function sameResolution(a: Resolution, b: Resolution): boolean {
  if (a === b) return true;
  if (a.playlistId !== b.playlistId || a.source.kind !== b.source.kind) return false;
  const x = a.source as Record<string, unknown>;
  const y = b.source as Record<string, unknown>;
  return x.alertId === y.alertId && x.entryIndex === y.entryIndex && x.groupId === y.groupId;
}

type RawSpan = { start: number; end: number; resolution: Resolution };

function rawTimeline(input: ResolverInput, from: number, to: number): RawSpan[] {
  if (!(from < to)) return [];
  const prepared = levels(input, from, to);
  const cuts = new Set<number>([from]);
  for (const level of prepared) {
    for (const c of level) {
      if (c.start > from && c.start < to) cuts.add(c.start);
      if (c.end > from && c.end < to) cuts.add(c.end);
    }
  }
  const points = [...cuts].sort((a, b) => a - b);
  const spans: RawSpan[] = [];
  for (let i = 0; i < points.length; i++) {
    const start = points[i]!;
    const end = i + 1 < points.length ? points[i + 1]! : to;
    const resolution = pick(prepared, start);
    const last = spans[spans.length - 1];
    if (last && sameResolution(last.resolution, resolution)) last.end = end;
    else spans.push({ start, end, resolution });
  }
  return spans;
}

/** Contiguous labelled spans covering `[from, to)`; neighbours always differ. */
export function timeline(input: ResolverInput, from: Date, to: Date): Span[] {
  return rawTimeline(input, from.getTime(), to.getTime()).map((s) => ({
    ...s.resolution,
    start: new Date(s.start).toISOString(),
    end: new Date(s.end).toISOString(),
  }));
}

const DAY_MS = 86_400_000;
/** Search horizons of `nextChange`: a day first (the common case), up to four years (a yearly Feb 29 entry). */
const HORIZONS = [DAY_MS, 8 * DAY_MS, 32 * DAY_MS, 367 * DAY_MS, 1462 * DAY_MS];

/**
 * The first instant after `after` at which the resolution differs from the one at `after` (the
 * player re-resolves then), or null when nothing changes within four years.
 */
export function nextChange(input: ResolverInput, after: Date): Date | null {
  const t = after.getTime();
  for (const horizon of HORIZONS) {
    const spans = rawTimeline(input, t, t + horizon);
    if (spans.length > 1) return new Date(spans[1]!.start);
  }
  return null;
}
