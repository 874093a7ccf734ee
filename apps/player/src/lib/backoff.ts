/**
 * Reconnect and poll timing (design brief 7): players reconnect with jittered exponential back-off
 * so a restarted server is not hit by every screen at once, and poll the manifest every 20 s ± 5 s
 * while the event stream is down. `random` is injected so tests are deterministic.
 */
export interface BackoffOptions {
  /** First delay (ms) before jitter. */
  baseMs: number;
  /** Upper bound of the exponential part (ms). */
  maxMs: number;
  /** Extra random delay added to every attempt, 0..jitterMs. */
  jitterMs: number;
}

export const RECONNECT_BACKOFF: BackoffOptions = { baseMs: 1_000, maxMs: 60_000, jitterMs: 5_000 };

/**
 * Delay before reconnect attempt `attempt` (0 = the first retry): min(max, base·2^attempt), scaled
 * by a factor in [0.5, 1) ("equal jitter", never zero) plus 0..jitterMs.
 */
export function backoffDelay(attempt: number, opts: BackoffOptions = RECONNECT_BACKOFF, random: () => number = Math.random): number {
  const n = Math.max(0, Math.min(30, Math.floor(attempt)));
  const exp = Math.min(opts.maxMs, opts.baseMs * 2 ** n);
  return Math.round(exp * (0.5 + random() * 0.5) + random() * opts.jitterMs);
}

/** Stateful helper: `next()` gives the next delay, `reset()` after a success. */
export class Backoff {
  private attempt = 0;
  constructor(
    private readonly opts: BackoffOptions = RECONNECT_BACKOFF,
    private readonly random: () => number = Math.random,
  ) {}
  next(): number {
    return backoffDelay(this.attempt++, this.opts, this.random);
  }
  reset(): void {
    this.attempt = 0;
  }
  get attempts(): number {
    return this.attempt;
  }
}

/** The fallback poll interval: `base ± jitter`, uniformly (20 s ± 5 s → 15..25 s). */
export function pollDelay(baseMs: number, jitterMs: number, random: () => number = Math.random): number {
  return Math.round(baseMs - jitterMs + random() * 2 * jitterMs);
}
