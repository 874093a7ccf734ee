import { describe, expect, it } from 'vitest';
import { statusTone, statusToneColor } from './statusTone.ts';

describe('the colour of a screen-status count', () => {
  it('is never red for no offline screen, red for one or more', () => {
    expect(statusTone('offline', 0)).toBe('default');
    expect(statusTone('offline', undefined)).toBe('default');
    expect(statusTone('offline', 1)).toBe('error');
    expect(statusTone('offline', 12)).toBe('error');
  });

  it('is green only when screens are playing; inactive stays neutral', () => {
    expect(statusTone('active', 0)).toBe('default');
    expect(statusTone('active', 3)).toBe('success');
    expect(statusTone('inactive', 0)).toBe('default');
    expect(statusTone('inactive', 5)).toBe('default');
    expect(statusTone('offline', -1)).toBe('default');
  });

  it('gives an sx text colour for the figures', () => {
    expect(statusToneColor('default')).toBe('text.secondary');
    expect(statusToneColor('error')).toBe('error.main');
  });
});
