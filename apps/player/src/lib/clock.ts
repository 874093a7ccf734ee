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
/** How many of the fastest round trips the estimate averages. */
const NEAR_BEST = 5;
/** A drift (clock rate difference) beyond this is a measurement artefact, not a crystal. */
const MAX_DRIFT = 500e-6;

/**
 * The offset of the local clock to the server's (`server = local + offset`), estimated NTP-style from
 * round trips: each gives `serverAt − midpoint(sentAt, receivedAt)`, wrong by at most half its round
 * trip (the part of the delay that is asymmetric). The filter keeps the last SAMPLE_WINDOW samples
 * and believes those with the shortest round trips (least queueing, so least asymmetry): the mean of
 * the fastest few within a margin of the best; slower ones are outliers. With samples far enough apart, the drift of the
 * local clock (ppm) is fitted from the best sample of each half of the window, so the estimate keeps
 * following between re-estimations and offline.
 */
export class OffsetEstimator {
  private samples: ClockSample[] = [];

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

  private static best(samples: ClockSample[]): ClockSample | null {
    let best: ClockSample | null = null;
    for (const s of samples) if (!best || s.receivedAt - s.sentAt < best.receivedAt - best.sentAt) best = s;
    return best;
  }

  /** The fitted drift (server ms per local ms − 1), 0 while the samples span less than 20 s. */
  drift(): number {
    const n = this.samples.length;
    if (n < 4) return 0;
    const older = OffsetEstimator.best(this.samples.slice(0, n >> 1));
    const newer = OffsetEstimator.best(this.samples.slice(n >> 1));
    if (!older || !newer) return 0;
    const span = (newer.sentAt + newer.receivedAt) / 2 - (older.sentAt + older.receivedAt) / 2;
    if (span < 20_000) return 0;
    const d = (OffsetEstimator.offsetOf(newer) - OffsetEstimator.offsetOf(older)) / span;
    return Math.max(-MAX_DRIFT, Math.min(MAX_DRIFT, d));
  }

  /**
   * The offset at local instant `at` (ms), or null before any sample: the shortest round trip's,
   * carried forward by the drift; `errorMs` bounds it (half that round trip).
   */
  estimate(at: number): { offsetMs: number; errorMs: number } | null {
    const best = OffsetEstimator.best(this.samples);
    if (!best) return null;
    const rtt = best.receivedAt - best.sentAt;
    // The few samples nearly as fast as the best are averaged: their asymmetries are random, so the
    // mean is steadier than any one of them (and a new best does not move the estimate by its error).
    const margin = Math.max(2, rtt * 0.25);
    const near = this.samples
      .filter((s) => s.receivedAt - s.sentAt <= rtt + margin)
      .sort((a, b) => a.receivedAt - a.sentAt - (b.receivedAt - b.sentAt))
      .slice(0, NEAR_BEST);
    const drift = this.drift();
    let sum = 0;
    for (const s of near) sum += OffsetEstimator.offsetOf(s) + drift * (at - (s.sentAt + s.receivedAt) / 2);
    return { offsetMs: sum / near.length, errorMs: (rtt + margin) / 2 };
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

  constructor(private readonly estimator: OffsetEstimator) {}

  /** The offset in force at local instant `at` (0 before any estimate). */
  offset(at: number): number {
    const target = this.estimator.estimate(at)?.offsetMs;
    if (target === undefined) return this.applied ?? 0;
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
