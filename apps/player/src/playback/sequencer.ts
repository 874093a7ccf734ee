import type { PlayableSlide, Program } from './program.ts';
import type { SyncTimeline } from './sync-timeline.ts';

/**
 * The playback sequencing, pure and clock-injected (every method takes `now` in ms). Three layers at
 * most are on screen: the slide playing (`current`), the slide leaving during its successor's
 * transition (`outgoing`), and the next slide, mounted ahead and hidden so its media are decoded and
 * buffered before it shows (`upcoming`). A slide's time is up after its duration; the switch waits
 * for the upcoming layer to be ready (video `canplaythrough`) for at most `maxWaitMs`, so there is
 * never a blank frame. Playlists loop; a one-slide playlist replays in place.
 */
export interface Play {
  /** Increases by one per play; the view keys layers by it, so a preloaded layer stays mounted. */
  seq: number;
  program: Program;
  index: number;
  /** ms on the player clock; NaN while upcoming. */
  startedAt: number;
  /** Synchronized playback: the start of its slot on the shared timeline (server ms). */
  slotAt?: number;
}

export interface Ended {
  program: Program;
  slide: PlayableSlide;
  startedAt: number;
  durationMs: number;
}

export interface Layers {
  current: Play | null;
  outgoing: { play: Play; until: number } | null;
  upcoming: Play | null;
}

export const MAX_READY_WAIT_MS = 5_000;
/** How far ahead of its instant a synchronized change may be made (ms): its frame's presentation is nearest (lib/frame-pacer.ts). */
export const FRAME_LEAD_MS = 50;

export const slideOf = (p: Play): PlayableSlide => p.program.slides[p.index] as PlayableSlide;

export function nextIndex(index: number, count: number): number {
  return count <= 0 ? 0 : (index + 1) % count;
}

export class Sequencer {
  private seq = 0;
  current: Play | null = null;
  outgoing: { play: Play; until: number } | null = null;
  upcoming: Play | null = null;
  /** When the current slide's time was up while waiting for the upcoming one (ms), else null. */
  private waitingSince: number | null = null;

  /**
   * Whether a slide may show now (validity windows, read on the wall clock by the view): slides it
   * refuses are passed over when choosing the next one. Default: every slide.
   */
  playable: (slide: PlayableSlide) => boolean = () => true;

  /**
   * Synchronized playback (docs/player.md): when set, which slide plays and when each change happens
   * come from the shared timeline, not from when this screen started; changes happen on time even if
   * the next slide is not ready (the screens stay together), and a program starts mid-slide.
   */
  timeline: SyncTimeline | null = null;

  constructor(private readonly maxWaitMs = MAX_READY_WAIT_MS) {}

  /** The durations of the timeline's loop: a slide that may not show now has none. */
  private durations(program: Program): number[] {
    return program.slides.map((s) => (this.playable(s) ? s.durationMs : 0));
  }

  /** The timeline's play at `now` for `program` (reusing `reuse` when it is that slide), or null. */
  private synced(program: Program, now: number, reuse?: Play | null): Play | null {
    const at = this.timeline?.at(this.durations(program), now);
    if (!at) return null;
    const play = reuse && reuse.program === program && reuse.index === at.index ? reuse : this.make(program, at.index);
    play.startedAt = at.startedAt;
    play.slotAt = at.slot.startsAt;
    return play;
  }

  /** The first index from `from` on (wrapping, `from` itself last when `includeFrom` is false) whose slide may show, or -1. */
  private nextPlayable(program: Program, from: number, includeFrom: boolean): number {
    const n = program.slides.length;
    for (let k = includeFrom ? 0 : 1; k <= n; k++) {
      const i = (from + k) % n;
      if (k === n && includeFrom) break;
      if (this.playable(program.slides[i] as PlayableSlide)) return i;
    }
    return -1;
  }

  get layers(): Layers {
    return { current: this.current, outgoing: this.outgoing, upcoming: this.upcoming };
  }

  /** The program playing (or about to). */
  get program(): Program | null {
    return this.upcoming && this.upcoming.program !== this.current?.program ? this.upcoming.program : (this.current?.program ?? null);
  }

  private make(program: Program, index: number): Play {
    return { seq: ++this.seq, program, index, startedAt: Number.NaN };
  }

  /**
   * Plays `program` (null = stop). A different program is queued as the upcoming layer and takes
   * over as soon as it is ready; the same key changes nothing.
   */
  setProgram(program: Program | null, now: number): Ended[] {
    const playing = this.program;
    if ((program?.key ?? null) === (playing?.key ?? null)) return [];
    if (!program || program.slides.length === 0) {
      const ended = this.endCurrent(now);
      this.current = null;
      this.outgoing = null;
      this.upcoming = null;
      this.waitingSince = null;
      return ended;
    }
    const first = Math.max(0, this.nextPlayable(program, 0, true));
    const joined = this.timeline && !this.current ? this.synced(program, now) : null;
    if (joined) {
      this.current = joined;
      this.upcoming = this.successor(joined);
      return [];
    }
    if (!this.current) {
      this.current = { ...this.make(program, first), startedAt: now };
      this.upcoming = this.successor(this.current);
      return [];
    }
    this.upcoming = this.make(program, first);
    this.waitingSince = now;
    return [];
  }

  /**
   * The slide after `play` in its program that may show now; none for a one-slide program, or when
   * no other slide may show (it replays in place).
   */
  private successor(play: Play): Play | null {
    if (this.timeline && play.slotAt !== undefined) {
      const durations = this.durations(play.program);
      const next = this.timeline.after(durations, play.slotAt);
      return next && next.index !== play.index ? this.make(play.program, next.index) : null;
    }
    const n = play.program.slides.length;
    if (n <= 1) return null;
    const next = this.nextPlayable(play.program, play.index, false);
    if (next < 0 || next === play.index) return null;
    return this.make(play.program, next);
  }

  /** ms until the current slide's time is up (≤ 0 = due). */
  remaining(now: number): number {
    if (!this.current) return Number.POSITIVE_INFINITY;
    if (this.timeline && this.current.slotAt !== undefined) {
      const at = this.timeline.at(this.durations(this.current.program), now);
      if (!at) return Number.POSITIVE_INFINITY;
      if (at.slot.startsAt === this.current.slotAt && at.index === this.current.index) return at.endsAt - now;
      // A frame-aligned change runs up to a frame and a half ahead of its instant: until the clock
      // reaches it, the slot before is not a reason to go back.
      if (at.slot.endsAt === this.current.slotAt && at.endsAt - now <= FRAME_LEAD_MS)
        return at.endsAt - now + slideOf(this.current).durationMs;
      // Another slot than the one on screen (its time is up, or the clock estimate moved): due now.
      return 0;
    }
    return this.current.startedAt + slideOf(this.current).durationMs - now;
  }

  /**
   * Advances the clock: ends transitions, and switches to the upcoming slide when the current one
   * is due (or a new program is waiting) and the upcoming one is ready or has kept us waiting too
   * long. Returns the plays that ended (proof of play).
   */
  tick(now: number, isReady: (seq: number) => boolean = () => true): Ended[] {
    if (this.outgoing && now >= this.outgoing.until) this.outgoing = null;
    const cur = this.current;
    if (!cur) return [];
    const switching = !!this.upcoming && this.upcoming.program !== cur.program;
    const due = this.remaining(now) <= 0;
    if (!switching && !due) return [];
    if (this.timeline && !switching && cur.slotAt !== undefined) return this.syncedChange(cur, now);
    // The slide lined up may have left its window meanwhile, or another may have entered its own.
    if (!switching && (!this.upcoming || !this.playable(slideOf(this.upcoming)))) {
      const next = this.successor(cur);
      if (next?.index !== this.upcoming?.index) {
        this.upcoming = next;
        if (next) this.waitingSince = now;
      }
    }
    if (!this.upcoming) {
      // One-slide program: replay in place (time restarts, media keep playing).
      const ended = this.endCurrent(now);
      cur.startedAt = now;
      return ended;
    }
    if (this.waitingSince === null) this.waitingSince = now;
    if (!isReady(this.upcoming.seq) && now - this.waitingSince < this.maxWaitMs) return [];
    return this.promote(now);
  }

  /** Jump to the slide with this server id (interactive screens); false when it is not in the program. */
  jumpTo(slideId: number, now: number): { ok: boolean; ended: Ended[] } {
    const cur = this.current;
    if (!cur) return { ok: false, ended: [] };
    const index = cur.program.slides.findIndex((s) => s.id === slideId);
    if (index < 0) return { ok: false, ended: [] };
    if (this.upcoming?.index !== index || this.upcoming.program !== cur.program) this.upcoming = this.make(cur.program, index);
    return { ok: true, ended: this.promote(now) };
  }

  /**
   * A synchronized change: the slot the timeline says, at the instant it says (a screen woken a little
   * late starts the slide, its transition and its videos that much into them), ready or not.
   */
  private syncedChange(cur: Play, now: number): Ended[] {
    const next = this.synced(cur.program, now, this.upcoming);
    if (!next) return [];
    if (next.index === cur.index && next !== this.upcoming) {
      // One playable slide: it replays in place on the timeline.
      const ended = this.endCurrent(now);
      cur.startedAt = next.startedAt;
      cur.slotAt = next.slotAt;
      return ended;
    }
    this.upcoming = next;
    return this.promote(now, next.startedAt);
  }

  private promote(now: number, startedAt = now): Ended[] {
    const cur = this.current as Play;
    let next = this.upcoming as Play;
    // A new program on a synchronized screen joins the running timeline.
    if (this.timeline && next.slotAt === undefined) next = this.synced(next.program, now, next) ?? next;
    const ended = this.endCurrent(now);
    next.startedAt = next.slotAt === undefined ? startedAt : next.startedAt;
    const transition = slideOf(next).doc.animation;
    const ms = transition.style === 'none' ? 0 : transition.durationMs;
    this.outgoing = ms > 0 && next.startedAt + ms > now ? { play: cur, until: next.startedAt + ms } : null;
    this.current = next;
    this.upcoming = this.successor(next);
    this.waitingSince = null;
    return ended;
  }

  private endCurrent(now: number): Ended[] {
    const cur = this.current;
    if (!cur || !Number.isFinite(cur.startedAt)) return [];
    return [
      { program: cur.program, slide: slideOf(cur), startedAt: cur.startedAt, durationMs: Math.max(0, Math.round(now - cur.startedAt)) },
    ];
  }

  /** When `tick` next has something to do (ms on the same clock), for timers. */
  nextEventAt(now: number): number {
    const times: number[] = [];
    if (this.outgoing) times.push(this.outgoing.until);
    if (this.current) times.push(now + Math.max(0, this.remaining(now)));
    return times.length ? Math.min(...times) : Number.POSITIVE_INFINITY;
  }
}
