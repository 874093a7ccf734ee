/**
 * Frame alignment of synchronized changes (docs/player.md, "Synchronized playback"). A change can
 * only be seen at a frame, so a screen that changes "in the first frame after its timer fired" adds
 * its timer's lateness and a frame of rounding to its clock error, and two screens a few ms apart
 * land one or two frames apart. Instead each animation frame asks whether *its* presentation is the
 * one closest to the change instant: the change happens in the frame whose estimated presentation
 * (its begin time plus one frame: drawn now, shown at the next refresh) is nearest to it, i.e. the
 * first frame presented no more than half a frame before it. Two screens then pick different
 * frames only when their clock error straddles that half-frame boundary.
 */

/** Deltas of frame times the period is estimated from. */
const PERIOD_SAMPLES = 15;
/** Period limits (ms): 20–200 Hz; outside them the default stands. */
const MIN_PERIOD_MS = 5;
const MAX_PERIOD_MS = 50;
export const DEFAULT_FRAME_MS = 1000 / 60;
/** Below this ms to the next change, the clock runs on animation frames to land on the right one. */
export const FRAME_ALIGN_WINDOW_MS = 100;

export class FramePacer {
  private last: number | null = null;
  private deltas: number[] = [];

  /** The display's frame period (ms): the median of recent frame-to-frame deltas (a dropped frame is an outlier). */
  get periodMs(): number {
    if (this.deltas.length < 3) return DEFAULT_FRAME_MS;
    const sorted = [...this.deltas].sort((a, b) => a - b);
    return sorted[sorted.length >> 1] as number;
  }

  /**
   * Records an animation frame's begin time (the `requestAnimationFrame` timestamp, on the player's
   * clock) and returns the instant to run the sequencer at for this frame: its estimated presentation
   * plus half a period, so a change due within half a frame after that presentation happens now.
   */
  frame(t: number): number {
    if (this.last !== null) {
      const d = t - this.last;
      if (d >= MIN_PERIOD_MS && d <= MAX_PERIOD_MS) {
        this.deltas.push(d);
        if (this.deltas.length > PERIOD_SAMPLES) this.deltas.shift();
      }
      // A longer gap is a pause between frame loops (the player ran on timers), not a period.
    }
    this.last = t;
    return t + 1.5 * this.periodMs;
  }
}
