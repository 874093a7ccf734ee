import { describe, expect, it } from 'vitest';
import { usageMeter } from './usage.ts';

describe('a licence usage bar', () => {
  it('draws no bar for an unlimited allowance, whatever is used', () => {
    expect(usageMeter(0, null)).toBeNull();
    expect(usageMeter(250, null)).toBeNull();
  });

  it('fills the share of a limit, warns from 80 %, is red at the limit', () => {
    expect(usageMeter(0, 10)).toEqual({ value: 0, color: 'primary' });
    expect(usageMeter(5, 10)).toEqual({ value: 50, color: 'primary' });
    expect(usageMeter(8, 10)).toEqual({ value: 80, color: 'warning' });
    expect(usageMeter(10, 10)).toEqual({ value: 100, color: 'error' });
    expect(usageMeter(12, 10)).toEqual({ value: 100, color: 'error' });
  });

  it('an allowance of none: empty with nothing used, red with something used', () => {
    expect(usageMeter(0, 0)).toEqual({ value: 0, color: 'primary' });
    expect(usageMeter(1, 0)).toEqual({ value: 100, color: 'error' });
  });
});
