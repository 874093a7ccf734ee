import { describe, expect, it } from 'vitest';
import { OffsetEstimator, SLEW_RATE, SlewedClock } from './clock.ts';

/** A round trip at local `t` to a server `offset` ahead, `up` ms out and `down` ms back. */
const trip = (t: number, offset: number, up: number, down: number) => ({ sentAt: t, serverAt: t + up + offset, receivedAt: t + up + down });

describe('OffsetEstimator (NTP-style round trips)', () => {
  it('estimates the offset from a symmetric round trip, opposite signs alike', () => {
    for (const offset of [-37_000, 42_000]) {
      const e = new OffsetEstimator();
      e.add(trip(1000, offset, 30, 30));
      expect(e.estimate(1100)?.offsetMs).toBeCloseTo(offset, 6);
      expect(e.estimate(1100)?.errorMs).toBe(30);
    }
  });

  it('believes the shortest round trip: queueing outliers (one direction delayed) are filtered out', () => {
    const e = new OffsetEstimator();
    const delays = [
      [20, 400],
      [300, 20],
      [21, 19],
      [20, 150],
      [90, 25],
    ];
    for (const [i, [up, down]] of delays.entries()) e.add(trip(1000 + i * 500, 5_000, up as number, down as number));
    // Any outlier would be 60 to 190 ms off; the fastest trip is 1 ms off.
    expect(Math.abs((e.estimate(4000)?.offsetMs as number) - 5_000)).toBeLessThanOrEqual(1);
  });

  it('follows the newest round trips: an old fast one no longer counts after its stretch', () => {
    const e = new OffsetEstimator();
    e.add(trip(0, 1_000, 1, 1)); // fast, but the route (or the server's clock) has changed since
    for (let i = 1; i <= 6; i++) e.add(trip(i * 15_000, 1_300, 10, 10));
    expect(e.estimate(90_000)?.offsetMs).toBeCloseTo(1_300, 0);
  });

  it('is wrong by at most half the round trip under asymmetric latency, and says so', () => {
    const e = new OffsetEstimator();
    e.add(trip(0, 0, 5, 45));
    const est = e.estimate(0);
    expect(Math.abs(est?.offsetMs as number)).toBeLessThanOrEqual(est?.errorMs as number);
    expect(est?.errorMs).toBe(25);
  });

  it('intersects the bounds of all recent round trips: a fast way out of one and a fast way back of another', () => {
    const e = new OffsetEstimator();
    // Offset 1000: one trip 2 ms out and 60 back, another 60 out and 4 back.
    e.add(trip(0, 1_000, 2, 60));
    e.add(trip(500, 1_000, 60, 4));
    const est = e.estimate(600);
    // offset ∈ [1000 − 4, 1000 + 2]: the middle is 1 ms off, the error at most 3 ms.
    expect(est?.offsetMs).toBeCloseTo(999, 6);
    expect(est?.errorMs).toBeCloseTo(3, 6);
  });

  it('one-way samples (the server clock of a keep-alive) narrow a bound the round trips leave wide', () => {
    // The bench's emulated latency: requests reach the server at once, answers come 150 ms later.
    const e = new OffsetEstimator();
    for (let i = 0; i < 8; i++) e.add(trip(i * 150, -42_000, 1, 150));
    const before = e.estimate(2_000);
    expect(before?.offsetMs).toBeCloseTo(-42_000 - 74.5, 6);
    // A keep-alive written by the server at local 1500 arrives 2 ms later (a streamed body is not delayed).
    expect(e.addDownlink({ serverAt: 1_500 - 42_000, receivedAt: 1_502 })).toBe(true);
    const after = e.estimate(2_000);
    expect(after?.offsetMs).toBeCloseTo(-42_000 - 0.5, 6);
    expect(after?.errorMs).toBeCloseTo(1.5, 6);
    // A symmetric path gives the same as the round trips alone: a one-way sample slower than their way back does not move it.
    const sym = new OffsetEstimator();
    sym.add(trip(0, 5_000, 20, 20));
    sym.addDownlink({ serverAt: 100 + 5_000, receivedAt: 130 });
    expect(sym.estimate(200)?.offsetMs).toBeCloseTo(5_000, 6);
  });

  it('ignores one-way samples that contradict the round trips, old ones, and nonsense', () => {
    const e = new OffsetEstimator();
    e.add(trip(0, 0, 10, 10));
    // Would say the offset is over +50 while a round trip bounds it by +10: a stepped server clock, not believed.
    e.addDownlink({ serverAt: 150, receivedAt: 100 });
    expect(e.estimate(100)?.offsetMs).toBeCloseTo(0, 6);
    expect(e.addDownlink({ serverAt: Number.NaN, receivedAt: 1 })).toBe(false);
    // A tight one-way sample older than the recent stretch no longer counts.
    const f = new OffsetEstimator();
    f.addDownlink({ serverAt: 1000, receivedAt: 1000 });
    f.add(trip(100_000, 0, 10, 10));
    expect(f.estimate(100_100)?.errorMs).toBe(10);
  });

  it('refuses round trips that are negative, too slow or not numbers', () => {
    const e = new OffsetEstimator();
    expect(e.add({ sentAt: 10, serverAt: 5, receivedAt: 5 })).toBe(false);
    expect(e.add(trip(0, 0, 1500, 1500))).toBe(false);
    expect(e.add({ sentAt: 0, serverAt: Number.NaN, receivedAt: 10 })).toBe(false);
    expect(e.estimate(0)).toBeNull();
  });

  it('fits the drift of the local clock and carries the offset forward with it (offline)', () => {
    const e = new OffsetEstimator();
    const drift = 200e-6; // the server gains 0.2 ms per local second
    for (let i = 0; i < 16; i++) {
      const t = i * 10_000;
      e.add(trip(t, 1_000 + drift * t, 10, 10));
    }
    expect(e.drift()).toBeCloseTo(drift, 7);
    // Ten minutes after the last round trip, with none since: still within a millisecond.
    const t = 150_000 + 600_000;
    expect(Math.abs((e.estimate(t)?.offsetMs as number) - (1_000 + drift * t))).toBeLessThan(1);
  });
});

describe('OffsetEstimator drift under one-sided, jittered latency', () => {
  it('fits the drift from the tightest bounds of each direction: a jittered way back does not make a false drift', () => {
    const e = new OffsetEstimator();
    const drift = -220e-6;
    // Bursts of 4 every 15 s; the way out 1–3 ms, the way back 50–110 ms (the bench's emulation).
    let seed = 7;
    const rand = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let b = 0; b < 8; b++) {
      for (let k = 0; k < 4; k++) {
        const t = b * 15_000 + k * 150;
        const up = 1 + 2 * rand();
        e.add({ sentAt: t, serverAt: t + up - 42_000 + drift * (t + up), receivedAt: t + up + 50 + 60 * rand() });
      }
    }
    expect(Math.abs(e.drift() - drift)).toBeLessThan(60e-6);
  });
  it('fits it even when the fastest round trips of the window are close together in time', () => {
    const e = new OffsetEstimator();
    const drift = 180e-6;
    // The middle bursts come back fastest: a fit between the fastest trips of each half would span 15 s only.
    for (let b = 0; b < 8; b++) {
      for (let k = 0; k < 4; k++) {
        const t = b * 15_000 + k * 150;
        const back = b === 3 || b === 4 ? 50 : 110;
        e.add({ sentAt: t, serverAt: t + 2 + 37_000 + drift * t, receivedAt: t + 2 + back });
      }
    }
    expect(Math.abs(e.drift() - drift)).toBeLessThan(20e-6);
  });
});

describe('SlewedClock', () => {
  it('steps to the first estimate, then slews to a new one without a jump', () => {
    const e = new OffsetEstimator();
    const c = new SlewedClock(e);
    expect(c.offset(0)).toBe(0);
    e.add(trip(0, 30_000, 10, 10));
    expect(c.offset(20)).toBeCloseTo(30_000, 6);
    // Back online, the estimate moved by 200 ms: the clock never moves faster than the slew rate.
    e.add(trip(1000, 30_200, 1, 1));
    let last = c.serverAt(1002);
    for (let t = 1018; t <= 8000; t += 16) {
      const now = c.serverAt(t);
      expect(now - last).toBeGreaterThan(0);
      expect(Math.abs(now - last - 16)).toBeLessThanOrEqual(16 * SLEW_RATE + 1e-9);
      last = now;
    }
    expect(c.offset(8000)).toBeCloseTo(30_200, 6);
  });

  it('steps a correction larger than a second (a screen minutes off plays the right slide at once)', () => {
    const e = new OffsetEstimator();
    const c = new SlewedClock(e);
    e.add(trip(0, 0, 10, 10));
    c.offset(20);
    e.add(trip(100, 120_000, 1, 1));
    expect(c.offset(102)).toBeCloseTo(120_000, 6);
  });

  it('a screen that played on its wall clock (offline start) slews from it to the first estimate', () => {
    const e = new OffsetEstimator();
    const c = new SlewedClock(e, () => 10_000);
    expect(c.offset(0)).toBe(10_000);
    expect(c.offset(1_000)).toBe(10_000);
    e.add(trip(1_000, 10_300, 1, 1));
    // 300 ms to make up: at most 5 % of the time since, never a jump.
    expect(c.offset(1_016)).toBeCloseTo(10_000 + 16 * SLEW_RATE, 6);
    expect(c.offset(20_000)).toBeCloseTo(10_300, 6);
  });
});
