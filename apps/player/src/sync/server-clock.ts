import { OffsetEstimator, SlewedClock } from '../lib/clock.ts';
import type { PairedManifest } from '@signage/shared';
import { type SyncClock, SyncTimeline } from '../playback/sync-timeline.ts';

/** Round trips of the first estimate, and between them (ms). */
export const CLOCK_BURST_FIRST = 8;
export const CLOCK_BURST = 4;
export const CLOCK_BURST_GAP_MS = 150;
/** A burst of round trips this often while synchronized (ms): drift and route changes are followed. */
export const CLOCK_RESYNC_MS = 15_000;

/** What the server clock needs of the engine. */
export interface ServerClockHost {
  /** One round trip: the server's clock (epoch ms), or null offline (or refused). */
  serverTime(): Promise<number | null>;
  later(ms: number, fn: () => void): ReturnType<typeof setTimeout>;
  /** The engine's current start (a loop of an earlier start stops). */
  generation(): number;
}

/**
 * The server's clock on a synchronized screen (docs/player.md, "Synchronized playback"): bursts of
 * NTP-style round trips over the player's own connection (`GET /api/player/time`, the same HTTP
 * keep-alive connection as the rest of its calls), filtered and re-estimated every CLOCK_RESYNC_MS,
 * applied by slewing. The local clock is the monotonic `performance.now()`, so a change of the
 * device's wall clock does not move the timeline. Offline the last estimate (and its drift) stays.
 */
export class ServerClock implements SyncClock {
  readonly estimator = new OffsetEstimator();
  private readonly slewed: SlewedClock;
  private running = -1;

  constructor(
    private readonly host: ServerClockHost,
    private readonly local: () => number = () => performance.now(),
  ) {
    // Before the first round trip (a screen started offline) the device's own wall clock stands in.
    this.slewed = new SlewedClock(this.estimator, () => Date.now() - this.local());
  }

  /** True once a round trip has given an estimate. */
  get known(): boolean {
    return this.estimator.count > 0;
  }

  /** The server's time now (epoch ms). */
  now(): number {
    return this.slewed.serverAt(this.local());
  }

  toServer(local: number): number {
    return this.slewed.serverAt(local);
  }

  toLocal(server: number, localNow: number): number {
    return this.slewed.localAt(server, localNow);
  }

  /**
   * A one-way sample: the server's clock written into a message just received on the event stream
   * (its keep-alive comment). It bounds the offset from below; round trips bound it from both sides.
   */
  downlink(serverMs: number): void {
    if (this.active) this.estimator.addDownlink({ serverAt: serverMs, receivedAt: this.local() });
  }

  /** Starts the round trips for this start of the engine (once per generation). */
  start(gen: number): void {
    if (this.running === gen) return;
    this.running = gen;
    void this.burst(gen, CLOCK_BURST_FIRST);
  }

  /** Whether the round trips run for the current start. */
  get active(): boolean {
    return this.running === this.host.generation();
  }

  /** Stops after the current burst (sync turned off). */
  stop(): void {
    this.running = -1;
  }

  private async burst(gen: number, count: number): Promise<void> {
    for (let i = 0; i < count && this.running === gen && gen === this.host.generation(); i++) {
      const sentAt = this.local();
      const serverAt = await this.host.serverTime().catch(() => null);
      if (typeof serverAt !== 'number') break; // offline: the last estimate stays
      this.estimator.add({ sentAt, serverAt, receivedAt: this.local() });
      await new Promise((r) => setTimeout(r, CLOCK_BURST_GAP_MS));
    }
    if (this.running === gen && gen === this.host.generation()) {
      this.host.later(CLOCK_RESYNC_MS, () => void this.burst(gen, CLOCK_BURST));
    }
  }
}

/**
 * Synchronized playback as the manifest says (`sync`): the round trips run while it is on, and the
 * shared timeline is kept while its anchor stays, so a new manifest never restarts it.
 */
export class SyncPlayback {
  readonly clock: ServerClock;
  timeline: SyncTimeline | null = null;

  constructor(host: ServerClockHost, local?: () => number) {
    this.clock = new ServerClock(host, local);
  }

  follow(manifest: PairedManifest, gen: number): void {
    const anchor = manifest.sync ? Date.parse(manifest.sync.anchor) : Number.NaN;
    if (!Number.isFinite(anchor)) {
      this.timeline = null;
      this.clock.stop();
      return;
    }
    this.clock.start(gen);
    if (this.timeline?.anchorMs !== anchor) this.timeline = new SyncTimeline(anchor, this.clock);
  }

  /** The server's time while synchronized and estimated, else null (the schedule keeps its own clock). */
  now(): Date | null {
    return this.timeline && this.clock.known ? new Date(this.clock.now()) : null;
  }
}
