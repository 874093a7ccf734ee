import type { ScheduleEntry } from './entry.ts';
import { occurrencesOverlapping } from './recurrence.ts';
import { type PlaylistWindows, type SkipReason, validitySegments } from './validity.ts';

export type PlayNow = { playlistId: number; since: string };

export type ResolverAlert = { id: number; playlistId: number | null; startsAt: string; endsAt: string | null };

export type ResolverGroup = { id: number; name: string; playNow: PlayNow | null; schedule: ScheduleEntry[] };

/** Everything that decides what a device plays (docs/screens.md); `groups` nearest first. */
export type ResolverInput = {
  timeZone: string;
  alerts: ResolverAlert[];
  device: { playNow: PlayNow | null; schedule: ScheduleEntry[] };
  groups: ResolverGroup[];
  /**
   * Validity windows of the playlists named above, by playlist id (docs/playlists.md, "Validity
   * windows"); a playlist not listed is always valid. Outside its window, or with no slide inside
   * its window, a playlist is passed over as if it were not scheduled (alerts are never passed over).
   */
  windows?: Record<string, PlaylistWindows>;
};

export type Source =
  | { kind: 'alert'; alertId: number }
  | { kind: 'devicePlayNow' }
  | { kind: 'deviceSchedule'; entryIndex: number }
  | { kind: 'groupPlayNow'; groupId: number; groupName: string }
  | { kind: 'groupSchedule'; groupId: number; groupName: string; entryIndex: number }
  | { kind: 'idle' };

/**
 * What plays and why. `skipped`: the playlist that would have played at this instant but was passed
 * over (outside its validity window, or none of its slides inside theirs) — the explanation's "why".
 */
export type Resolution = { playlistId: number | null; source: Source; skipped?: { playlistId: number; reason: SkipReason } };

/** A stretch of time with one resolution; `start`/`end` are ISO instants, `end` exclusive. */
export type Span = Resolution & { start: string; end: string };

/**
 * One thing that could play: active on `[start, end)`, ranked within its level by `rank` (the
 * occurrence's start) then order. `skip`: passed over on this piece (validity windows).
 */
type Candidate = { start: number; end: number; rank: number; order: number; resolution: Resolution; skip?: SkipReason };

/** A candidate cut along its playlist's validity segments (the pieces keep the occurrence's rank). */
function clip(c: Candidate, input: ResolverInput): Candidate[] {
  const id = c.resolution.playlistId;
  const w = id === null ? undefined : input.windows?.[String(id)];
  if (!w) return [c];
  const out: Candidate[] = [];
  for (const seg of validitySegments(w, input.timeZone)) {
    const start = Math.max(c.start, seg.start);
    const end = Math.min(c.end, seg.end);
    if (!(start < end)) continue;
    out.push(seg.reason ? { ...c, start, end, skip: seg.reason } : { ...c, start, end });
  }
  return out;
}

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
      alerts.push({
        start,
        end,
        rank: start,
        order: i,
        resolution: { playlistId: a.playlistId, source: { kind: 'alert', alertId: a.id } },
      });
    }
  });
  out.push(alerts);
  const { timeZone } = input;
  const playNow = (p: PlayNow | null, source: Source): Candidate[] =>
    p
      ? clip(
          {
            start: Number.NEGATIVE_INFINITY,
            end: Number.POSITIVE_INFINITY,
            rank: Number.NEGATIVE_INFINITY,
            order: 0,
            resolution: { playlistId: p.playlistId, source },
          },
          input,
        )
      : [];
  const schedule = (entries: ScheduleEntry[], source: (entryIndex: number) => Source): Candidate[] => {
    const c: Candidate[] = [];
    entries.forEach((entry, i) => {
      const occurrences = occurrencesOverlapping(entry, timeZone, from, to);
      if (occurrences.length === 0) return;
      const resolution: Resolution = { playlistId: entry.playlistId, source: source(i) };
      for (const o of occurrences) c.push(...clip({ start: o.start, end: o.end, rank: o.start, order: i, resolution }, input));
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

const beats = (c: Candidate, best: Candidate | null) => !best || c.rank > best.rank || (c.rank === best.rank && c.order > best.order);

/**
 * The winner at instant t: the first level with an active candidate that is not passed over; in it
 * the latest start, then the highest order. The best candidate passed over above or beside the
 * winner is named in `skipped`.
 */
function pick(prepared: Candidate[][], t: number): Resolution {
  let skipped: Candidate | null = null;
  for (const level of prepared) {
    let best: Candidate | null = null;
    let bestSkipped: Candidate | null = null;
    for (const c of level) {
      if (!(c.start <= t && t < c.end)) continue;
      if (c.skip) {
        if (beats(c, bestSkipped)) bestSkipped = c;
      } else if (beats(c, best)) best = c;
    }
    if (!skipped && bestSkipped && beats(bestSkipped, best)) skipped = bestSkipped;
    if (best) return skipped ? withSkipped(best.resolution, skipped) : best.resolution;
  }
  return skipped ? withSkipped(IDLE, skipped) : IDLE;
}

function withSkipped(r: Resolution, c: Candidate): Resolution {
  return { ...r, skipped: { playlistId: c.resolution.playlistId as number, reason: c.skip as SkipReason } };
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
  return (
    x.alertId === y.alertId &&
    x.entryIndex === y.entryIndex &&
    x.groupId === y.groupId &&
    a.skipped?.playlistId === b.skipped?.playlistId &&
    a.skipped?.reason === b.skipped?.reason
  );
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
