import { describe, expect, it } from 'vitest';
import { DEFAULT_FRAME_MS, FramePacer } from './frame-pacer.ts';

describe('FramePacer', () => {
  it('runs a frame at its presentation (one period on) plus half a period: the change falls in the nearest frame', () => {
    const p = new FramePacer();
    expect(p.periodMs).toBeCloseTo(DEFAULT_FRAME_MS);
    // 60 Hz frames: a change at 1000 is due in the frame whose presentation (t + 16.7) is nearest to it.
    const frames = [950, 966.7, 983.3];
    const runAt = frames.map((t) => p.frame(t));
    expect(runAt[0]).toBeLessThan(1000); // presented at 966.7: 33 ms early
    expect(runAt[1]).toBeLessThan(1000); // presented at 983.3: 16.7 ms early
    expect(runAt[2]).toBeGreaterThanOrEqual(1000); // presented at 1000: the nearest
    // Two screens whose clocks differ by 5 ms either side of the boundary still differ by one frame at most;
    // two within the same half frame pick the same one.
    const a = new FramePacer();
    const b = new FramePacer();
    const pick = (pacer: FramePacer, error: number) => {
      for (let t = 900; ; t += 1000 / 60) if (pacer.frame(t + error) >= 1000) return t;
    };
    expect(pick(a, 2)).toBe(pick(b, -2));
  });

  it('estimates the period from the frames (median: a dropped frame is an outlier), and ignores pauses between frame loops', () => {
    const p = new FramePacer();
    let t = 0;
    for (const d of [8.33, 8.33, 16.67, 8.33, 8.33, 400, 8.33]) {
      t += d;
      p.frame(t);
    }
    expect(p.periodMs).toBeCloseTo(8.33);
    const q = new FramePacer();
    for (const t2 of [0, 1000, 2000]) q.frame(t2);
    expect(q.periodMs).toBeCloseTo(DEFAULT_FRAME_MS);
  });
});
