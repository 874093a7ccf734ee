import { describe, expect, it } from 'vitest';
import { Backoff, backoffDelay, pollDelay } from './backoff.ts';

const opts = { baseMs: 1000, maxMs: 60_000, jitterMs: 5000 };

describe('backoff', () => {
  it('grows exponentially up to the cap, with jitter in [0.5, 1) plus 0..jitter', () => {
    expect(backoffDelay(0, opts, () => 0)).toBe(500);
    expect(backoffDelay(3, opts, () => 0)).toBe(4000);
    expect(backoffDelay(20, opts, () => 0)).toBe(30_000);
    expect(backoffDelay(20, opts, () => 0.999999)).toBeLessThanOrEqual(65_000);
    for (let i = 0; i < 200; i++) {
      const d = backoffDelay(2, opts);
      expect(d).toBeGreaterThanOrEqual(2000);
      expect(d).toBeLessThanOrEqual(9000);
    }
  });

  it('spreads reconnects (no two equal delays in a small herd)', () => {
    const delays = new Set(Array.from({ length: 50 }, () => backoffDelay(0, opts)));
    expect(delays.size).toBeGreaterThan(40);
  });

  it('resets after a success', () => {
    const b = new Backoff(opts, () => 0);
    expect([b.next(), b.next(), b.next()]).toEqual([500, 1000, 2000]);
    b.reset();
    expect(b.next()).toBe(500);
  });
});

describe('poll jitter', () => {
  it('stays within 20 s ± 5 s, so the 30 s promise holds even at the slow end', () => {
    expect(pollDelay(20_000, 5_000, () => 0)).toBe(15_000);
    expect(pollDelay(20_000, 5_000, () => 0.5)).toBe(20_000);
    for (let i = 0; i < 500; i++) {
      const d = pollDelay(20_000, 5_000);
      expect(d).toBeGreaterThanOrEqual(15_000);
      expect(d).toBeLessThanOrEqual(25_000);
    }
  });
});
