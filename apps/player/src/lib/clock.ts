/** Clock differences to the server up to this are network noise. */
export const CLOCK_TOLERANCE_MS = 5_000;

/**
 * The correction to apply to the player's clock from one heartbeat round trip (server time vs the
 * midpoint of sending and receiving), or null when the current one should stay: answers slower than
 * 10 s are not trusted, differences within the tolerance are treated as none.
 */
export function clockOffset(serverMs: number, sentAt: number, receivedAt: number, current: number): number | null {
  if (!Number.isFinite(serverMs) || receivedAt < sentAt || receivedAt - sentAt > 10_000) return null;
  const measured = serverMs - (sentAt + receivedAt) / 2;
  const next = Math.abs(measured) > CLOCK_TOLERANCE_MS ? Math.round(measured) : 0;
  if (next === current) return null;
  if (next !== 0 && current !== 0 && Math.abs(next - current) <= CLOCK_TOLERANCE_MS) return null;
  return next;
}

/** One NTP-style round trip (ms): the local clock when sent and received, the server's clock in between. */
export interface ClockSample {
  sentAt: number;
  serverAt: number;
  receivedAt: number;
}

/** Round trips slower than this say nothing useful about the offset. */
export const MAX_SAMPLE_RTT_MS = 2_000;
/** How many round trips the filter keeps (NTP's clock filter keeps 8; ours spans about two minutes of bursts). */
export const SAMPLE_WINDOW = 32;
/**
 * How many of the fastest round trips the drift fit averages at each end. The offset itself is the
 * fastest recent round trip's (NTP's clock filter): averaging slower ones adds their one-way queueing.
 */
const NEAR_BEST = 3;
/** The estimate uses the round trips of this last stretch (ms): older ones only give the drift. */
const RECENT_MS = 45_000;
/** The drift is fitted only across samples at least this far apart (ms). */
const DRIFT_SPAN_MS = 30_000;
/** How many one-way samples are kept (the event stream's keep-alives: one each 25 s). */
const DOWNLINK_WINDOW = 8;
/** A drift (clock rate difference) beyond this is a measurement artefact, not a crystal. */
const MAX_DRIFT = 500e-6;

/**
 * The offset of the local clock to the server's (`server = local + offset`), estimated NTP-style from
 * round trips: each gives `serverAt − midpoint(sentAt, receivedAt)`, wrong by at most half its round
 * trip (the part of the delay that is asymmetric). The filter keeps the last SAMPLE_WINDOW samples
 * and believes the one with the shortest round trip among the recent ones (least queueing, so least
 * asymmetry); slower ones are outliers. With samples far
 * enough apart, the drift of the local clock (ppm) is fitted between the two halves of the window, so
 * the estimate keeps following between re-estimations and offline.
 */
export class OffsetEstimator {
  private samples: ClockSample[] = [];
  private downlinks: { serverAt: number; receivedAt: number }[] = [];

  add(s: ClockSample): boolean {
    const rtt = s.receivedAt - s.sentAt;
    if (!Number.isFinite(s.serverAt) || !(rtt >= 0) || rtt > MAX_SAMPLE_RTT_MS) return false;
    this.samples.push(s);
    if (this.samples.length > SAMPLE_WINDOW) this.samples.shift();
    return true;
  }

  get count(): number {
    return this.samples.length;
  }

  private static offsetOf(s: ClockSample): number {
    return s.serverAt - (s.sentAt + s.receivedAt) / 2;
  }

  private static mid(s: ClockSample): number {
    return (s.sentAt + s.receivedAt) / 2;
  }

  /**
   * The fastest few samples (within a margin of the best round trip), fastest first: their
   * asymmetries are random, so their mean is steadier than any one of them.
   */
  private static nearBest(samples: ClockSample[], count = NEAR_BEST): { near: ClockSample[]; boundMs: number } | null {
    if (samples.length === 0) return null;
    const sorted = [...samples].sort((a, b) => a.receivedAt - a.sentAt - (b.receivedAt - b.sentAt));
    const best = (sorted[0] as ClockSample).receivedAt - (sorted[0] as ClockSample).sentAt;
    const margin = Math.max(2, best * 0.25);
    const near = sorted.filter((s) => s.receivedAt - s.sentAt <= best + margin).slice(0, count);
    const slowest = (near.at(-1) as ClockSample).receivedAt - (near.at(-1) as ClockSample).sentAt;
    return { near, boundMs: slowest / 2 };
  }

  /**
   * The tightest few bounds of one side over `samples`: the smallest upper bounds (`serverAt − sentAt`,
   * the fastest ways out) or the largest lower bounds (`serverAt − receivedAt`, the fastest ways
   * back), their mean and mean instant. Each direction is filtered on its own: a slow way back does
   * not spoil a fast way out of the same round trip.
   */
  private static envelope(samples: ClockSample[], side: 'upper' | 'lower'): { offset: number; at: number } | null {
    if (samples.length === 0) return null;
    const bound = (s: ClockSample) => (side === 'upper' ? s.serverAt - s.sentAt : s.serverAt - s.receivedAt);
    const sorted = [...samples].sort((x, y) => (side === 'upper' ? bound(x) - bound(y) : bound(y) - bound(x)));
    const near = sorted.slice(0, NEAR_BEST);
    let offset = 0;
    let at = 0;
    for (const s of near) {
      offset += bound(s);
      at += OffsetEstimator.mid(s);
    }
    return { offset: offset / near.length, at: at / near.length };
  }

  /**
   * The fitted drift (server ms per local ms − 1) between the older and the newer half of the window:
   * the mean of the slopes of its upper and of its lower bounds (the tightest few of each half);
   * 0 while those are less than DRIFT_SPAN_MS apart (noise over a short span would be a large false
   * drift).
   */
  drift(): number {
    const n = this.samples.length;
    if (n < 8) return 0;
    // Halves, not quarters: a quarter (two bursts) has too few samples to filter a loaded host's
    // delays (measured: false drifts of 250 ppm). Each direction's slope counts only over 30 s.
    const older = this.samples.slice(0, n >> 1);
    const newer = this.samples.slice(n >> 1);
    const slopes: number[] = [];
    for (const side of ['upper', 'lower'] as const) {
      const o = OffsetEstimator.envelope(older, side);
      const w = OffsetEstimator.envelope(newer, side);
      if (o && w && w.at - o.at >= DRIFT_SPAN_MS) slopes.push((w.offset - o.offset) / (w.at - o.at));
    }
    if (slopes.length === 0) return 0;
    const d = slopes.reduce((x, y) => x + y, 0) / slopes.length;
    return Math.max(-MAX_DRIFT, Math.min(MAX_DRIFT, d));
  }

  /**
   * The offset at local instant `at` (ms), or null before any sample, from the samples of the last
   * RECENT_MS before the newest round trip, each carried to `at` by the drift. Every sample bounds
   * the offset: a round trip from both sides (`serverAt − receivedAt ≤ offset ≤ serverAt − sentAt`),
   * a one-way sample from below (`serverAt − receivedAt`: the server wrote it before it arrived).
   * The estimate is the middle of the tightest interval they leave, `errorMs` its half-width. On a
   * symmetric path this is NTP's midpoint of the fastest round trip; a one-way sample faster than
   * the round trips' return legs narrows it. Bounds that contradict each other (a drift misfit, a
   * stepped server clock) fall back to the fastest round trip's midpoint.
   */
  estimate(at: number): { offsetMs: number; errorMs: number } | null {
    const last = this.samples.at(-1);
    if (!last) return null;
    const since = OffsetEstimator.mid(last) - RECENT_MS;
    const recent = this.samples.filter((s) => OffsetEstimator.mid(s) >= since);
    const picked = OffsetEstimator.nearBest(recent, 1);
    if (!picked) return null;
    const drift = this.drift();
    const best = picked.near[0] as ClockSample;
    const fallback = { offsetMs: OffsetEstimator.offsetOf(best) + drift * (at - OffsetEstimator.mid(best)), errorMs: picked.boundMs };
    let upper = Number.POSITIVE_INFINITY;
    let lower = Number.NEGATIVE_INFINITY;
    for (const s of recent) {
      const carry = drift * (at - OffsetEstimator.mid(s));
      upper = Math.min(upper, s.serverAt - s.sentAt + carry);
      lower = Math.max(lower, s.serverAt - s.receivedAt + carry);
    }
    if (lower > upper) return fallback;
    for (const d of this.downlinks) {
      if (d.receivedAt < since) continue;
      const bound = d.serverAt - d.receivedAt + drift * (at - d.receivedAt);
      if (bound > lower && bound <= upper) lower = bound;
    }
    return { offsetMs: (lower + upper) / 2, errorMs: (upper - lower) / 2 };
  }

  /** A one-way sample (the server's clock in a message, and when it arrived): a lower bound of the offset. */
  addDownlink(s: { serverAt: number; receivedAt: number }): boolean {
    if (!Number.isFinite(s.serverAt) || !Number.isFinite(s.receivedAt)) return false;
    this.downlinks.push(s);
    if (this.downlinks.length > DOWNLINK_WINDOW) this.downlinks.shift();
    return true;
  }
}

/** The greatest rate at which a running timeline's clock is corrected (a 5 % slew: invisible in slide timing). */
export const SLEW_RATE = 0.05;
/** A correction larger than this is stepped at once (a screen minutes off plays the right slide first). */
export const STEP_THRESHOLD_MS = 1_000;

/**
 * The server's clock as a synchronized screen runs it: the local monotonic clock plus the estimated
 * offset, corrected by slewing (never stepping backwards or jumping) so the shared timeline moves
 * on without a visible jump when a new estimate arrives — after a reconnect too. Offline it keeps the
 * last estimate (and its drift). Pure: every call takes the local time.
 */
export class SlewedClock {
  /** The applied offset at `since` (local ms), slewing towards the estimate's offset. */
  private applied: number | null = null;
  private since = 0;
  /** When the fallback was last used (local ms), or null. */
  private fallbackAt: number | null = null;

  /** `fallback`: the offset before any round trip (a screen started offline: its own wall clock). */
  constructor(
    private readonly estimator: OffsetEstimator,
    private readonly fallback: () => number = () => 0,
  ) {}

  /** The offset in force at local instant `at` (the fallback before any estimate). */
  offset(at: number): number {
    const target = this.estimator.estimate(at)?.offsetMs;
    if (target === undefined) {
      if (this.applied !== null) return this.applied;
      // Played on the fallback so far: the first estimate slews from it too (when within the step threshold).
      this.fallbackAt = at;
      return this.fallback();
    }
    if (this.applied === null && this.fallbackAt !== null) {
      this.applied = this.fallback();
      this.since = this.fallbackAt;
    }
    if (this.applied === null || Math.abs(target - this.applied) > STEP_THRESHOLD_MS) {
      this.applied = target;
      this.since = at;
      return target;
    }
    const elapsed = Math.max(0, at - this.since);
    const diff = target - this.applied;
    const step = Math.sign(diff) * Math.min(Math.abs(diff), elapsed * SLEW_RATE);
    this.applied += step;
    this.since = Math.max(this.since, at);
    return this.applied;
  }

  /** Server time (epoch ms) at local instant `at`. */
  serverAt(at: number): number {
    return at + this.offset(at);
  }

  /** The local instant at which the server's clock reads `server` (with the offset in force now). */
  localAt(server: number, now: number): number {
    return server - this.offset(now);
  }
}
