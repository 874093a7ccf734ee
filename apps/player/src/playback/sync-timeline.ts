/**
 * The shared timeline of synchronized playback (docs/player.md, "Synchronized playback"): what plays
 * is a pure function of the slide durations, the anchor (epoch ms on the server's clock: when the
 * group's sync was turned on) and the server's time. Every screen of the group computes the same
 * slide and the same instant for each change from its own estimate of the server's clock, so a late
 * or rejoining screen lands mid-slide in the running timeline, never restarts it. A video wall uses
 * the same function for all its tiles.
 */
export interface TimelineSlot {
  /** Index into the durations. */
  index: number;
  /** How many whole loops of the playlist have run since the anchor (negative before it). */
  loop: number;
  /** When the slot starts and ends, on the server's clock (epoch ms). */
  startsAt: number;
  endsAt: number;
}

/** The slot playing at `serverNow`, or null when there is nothing to play (no slides, or no time). */
export function slotAt(durationsMs: readonly number[], anchorMs: number, serverNow: number): TimelineSlot | null {
  let cycle = 0;
  for (const d of durationsMs) cycle += Math.max(0, d);
  if (!(cycle > 0) || !Number.isFinite(anchorMs) || !Number.isFinite(serverNow)) return null;
  const elapsed = serverNow - anchorMs;
  const loop = Math.floor(elapsed / cycle);
  let at = anchorMs + loop * cycle;
  for (let index = 0; index < durationsMs.length; index++) {
    const d = Math.max(0, durationsMs[index] as number);
    if (d > 0 && serverNow < at + d) return { index, loop, startsAt: at, endsAt: at + d };
    at += d;
  }
  // Rounding at the very end of a loop: the first slot of the next one.
  const first = durationsMs.findIndex((d) => d > 0);
  const start = anchorMs + (loop + 1) * cycle;
  return { index: first, loop: loop + 1, startsAt: start, endsAt: start + (durationsMs[first] as number) };
}

/** The slot after `slot` (the next change), on the same timeline. */
export function slotAfter(durationsMs: readonly number[], anchorMs: number, slot: TimelineSlot): TimelineSlot | null {
  return slotAt(durationsMs, anchorMs, slot.endsAt);
}

/**
 * The timeline of one program on a synchronized screen: slots of the program's playable slides, in
 * local time through a clock that converts (`toServer`, `toLocal`). Slides outside their validity
 * window at the moment are left out of the loop (all screens read windows on the same server clock).
 */
export interface SyncClock {
  /** Server time (epoch ms) at local instant `local`. */
  toServer(local: number): number;
  /** Local instant at which the server reads `server`. */
  toLocal(server: number, localNow: number): number;
}

export class SyncTimeline {
  constructor(
    readonly anchorMs: number,
    private readonly clock: SyncClock,
  ) {}

  /** The slot playing at local instant `now` of a program with these durations (indexes into them). */
  at(durationsMs: readonly number[], now: number): { index: number; startedAt: number; endsAt: number; slot: TimelineSlot } | null {
    const slot = slotAt(durationsMs, this.anchorMs, this.clock.toServer(now));
    if (!slot) return null;
    return { index: slot.index, startedAt: this.clock.toLocal(slot.startsAt, now), endsAt: this.clock.toLocal(slot.endsAt, now), slot };
  }

  /** The slot after the one starting at `slotAt` (server ms), or null. */
  after(durationsMs: readonly number[], startsAt: number): TimelineSlot | null {
    const current = slotAt(durationsMs, this.anchorMs, startsAt);
    return current ? slotAfter(durationsMs, this.anchorMs, current) : null;
  }

  /** ms until the slot playing at `now` ends (local). */
  remaining(durationsMs: readonly number[], now: number): number {
    const s = this.at(durationsMs, now);
    return s ? s.endsAt - now : Number.POSITIVE_INFINITY;
  }
}
