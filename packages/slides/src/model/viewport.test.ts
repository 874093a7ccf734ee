import { describe, expect, it } from 'vitest';
import { validViewport, viewportPlacement } from './viewport.ts';

// A 2×2 wall of 1920×1080 screens with a 20 px bezel is 3860×2180; the bottom-right screen starts at 1940, 1100.
const bottomRight = { x: 1940 / 3860, y: 1100 / 2180, width: 1920 / 3860, height: 1080 / 2180 };

describe('viewport placement (the renderer moves the whole slide)', () => {
  it('draws the whole slide larger and moves it so the viewport fills the box', () => {
    expect(viewportPlacement(bottomRight, 1920, 1080)).toEqual({ fullWidth: 3860, fullHeight: 2180, left: -1940, top: -1100 });
  });

  it('scales with the box: a half-size window shows the same rectangle', () => {
    expect(viewportPlacement(bottomRight, 960, 540)).toEqual({ fullWidth: 1930, fullHeight: 1090, left: -970, top: -550 });
  });

  it('the whole slide as viewport is the box itself', () => {
    expect(viewportPlacement({ x: 0, y: 0, width: 1, height: 1 }, 800, 450)).toEqual({ fullWidth: 800, fullHeight: 450, left: 0, top: 0 });
  });

  it('refuses empty rectangles and rectangles outside the slide', () => {
    expect(validViewport(bottomRight)).toBe(true);
    expect(validViewport(null)).toBe(false);
    expect(validViewport({ x: 0, y: 0, width: 0, height: 1 })).toBe(false);
    expect(validViewport({ x: 0.6, y: 0, width: 0.5, height: 1 })).toBe(false);
    expect(validViewport({ x: -0.1, y: 0, width: 0.5, height: 1 })).toBe(false);
  });
});
