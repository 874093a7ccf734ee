import { describe, expect, it } from 'vitest';
import { fitSlide, normalizeRotation, stageBox } from './layout.ts';

describe('layout', () => {
  it('normalizes rotations', () => {
    expect([0, 90, 180, 270, 360, -90, 450].map(normalizeRotation)).toEqual([0, 90, 180, 270, 0, 270, 90]);
  });
  it('turns the stage for sideways mounting', () => {
    expect(stageBox(1920, 1080, 0)).toMatchObject({ width: 1920, height: 1080 });
    expect(stageBox(1920, 1080, 90)).toMatchObject({ width: 1080, height: 1920 });
    expect(stageBox(1920, 1080, 270).transform).toContain('rotate(270deg)');
  });
  it('fits the canvas keeping the aspect ratio, centred', () => {
    expect(fitSlide(1920, 1080, 1920, 1080)).toEqual({ width: 1920, height: 1080, left: 0, top: 0 });
    // A 16:9 slide on a portrait screen: letterboxed top and bottom.
    expect(fitSlide(1080, 1920, 1920, 1080)).toEqual({ width: 1080, height: 607, left: 0, top: 656 });
    // A portrait slide on a landscape screen: pillarboxed.
    expect(fitSlide(1920, 1080, 1080, 1920)).toEqual({ width: 607, height: 1080, left: 656, top: 0 });
  });
});
