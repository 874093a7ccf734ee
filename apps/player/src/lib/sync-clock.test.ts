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
