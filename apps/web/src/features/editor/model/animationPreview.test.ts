import type { ObjectAnimation } from '@signage/slides/model';
import { describe, expect, it } from 'vitest';
import { previewWindows } from './animationPreview.ts';

const anim = (patch: Partial<ObjectAnimation>): ObjectAnimation => ({
  effect: 'fade',
  speed: 'slow',
  beginAfter: 0,
  beginBefore: 0,
  repeat: 0,
  mode: 'entry',
  ...patch,
});

describe('previewWindows', () => {
  it('plays the entry from the slide start to after its last cycle', () => {
    expect(previewWindows(anim({ beginAfter: 0.5, repeat: 1 }), 10)).toEqual([[0, 2900]]);
  });
  it('plays the exit window before the slide end (minus beginBefore)', () => {
    expect(previewWindows(anim({ mode: 'exit', speed: 'fast', beginBefore: 2 }), 10)).toEqual([[7100, 8300]]);
  });
  it('plays both windows for entry and exit, and caps "forever" at three cycles', () => {
    expect(previewWindows(anim({ mode: 'both', repeat: 'forever' }), 10)).toEqual([
      [0, 3400],
      [8600, 10000],
    ]);
  });
});
