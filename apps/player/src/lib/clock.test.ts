import { describe, expect, it } from 'vitest';
import { clockOffset } from './clock.ts';

describe('clockOffset', () => {
  it('ignores small differences (network noise)', () => {
    expect(clockOffset(1_002_000, 1_000_000, 1_000_200, 0)).toBeNull();
  });
  it('corrects a clock that is minutes off, from the midpoint of the round trip', () => {
    expect(clockOffset(1_000_000 + 300_000, 999_900, 1_000_100, 0)).toBe(300_000);
  });
  it('keeps the offset when it barely moves, drops it when the clock got fixed', () => {
    expect(clockOffset(1_301_000, 999_900, 1_000_100, 300_000)).toBeNull();
    expect(clockOffset(1_000_000, 999_900, 1_000_100, 300_000)).toBe(0);
  });
  it('does not trust slow or nonsensical answers', () => {
    expect(clockOffset(5_000_000, 1_000_000, 1_020_000, 0)).toBeNull();
    expect(clockOffset(Number.NaN, 1_000_000, 1_000_100, 0)).toBeNull();
  });
});
