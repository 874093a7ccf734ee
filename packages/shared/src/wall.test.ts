import { describe, expect, it } from 'vitest';
import { groupUpdateWallBody } from './contracts/walls.ts';
import { cellRect, physicalToWall, wallAspect, wallPlacementProblem, wallSize, wallViewport } from './wall.ts';

const twoByTwo = { columns: 2, rows: 2, screenWidth: 1920, screenHeight: 1080, bezel: 0 };
const bezelled = { ...twoByTwo, bezel: 20 };

describe('wall size and cells', () => {
  it('is the screens side by side without bezels', () => {
    expect(wallSize(twoByTwo)).toEqual({ width: 3840, height: 2160 });
    expect(wallAspect(twoByTwo)).toBe('3840x2160');
  });

  it('adds one bezel between two screens, none around the wall', () => {
    expect(wallSize(bezelled)).toEqual({ width: 3860, height: 2180 });
    expect(wallSize({ ...bezelled, columns: 3, rows: 1 })).toEqual({ width: 3 * 1920 + 2 * 20, height: 1080 });
    expect(wallSize({ ...bezelled, columns: 1, rows: 1 })).toEqual({ width: 1920, height: 1080 });
  });

  it('places a cell after the screens and bezels before it', () => {
    expect(cellRect(bezelled, 0, 0)).toEqual({ x: 0, y: 0, width: 1920, height: 1080 });
    expect(cellRect(bezelled, 1, 1)).toEqual({ x: 1940, y: 1100, width: 1920, height: 1080 });
  });

  it('gives each cell its rectangle as fractions of the slide, skipping the bezels', () => {
    const v = wallViewport(bezelled, 1, 0);
    expect(v.x).toBeCloseTo(1940 / 3860, 10);
    expect(v.y).toBe(0);
    expect(v.width).toBeCloseTo(1920 / 3860, 10);
    expect(v.height).toBeCloseTo(1080 / 2180, 10);
    // The four viewports of a bezel-less wall tile the slide exactly.
    const tiles = [0, 1].flatMap((c) => [0, 1].map((r) => wallViewport(twoByTwo, c, r)));
    expect(tiles.reduce((a, t) => a + t.width * t.height, 0)).toBeCloseTo(1, 10);
  });

  it('portrait screens make a portrait cell', () => {
    const portrait = { columns: 3, rows: 1, screenWidth: 1080, screenHeight: 1920, bezel: 10 };
    expect(wallSize(portrait)).toEqual({ width: 3260, height: 1920 });
    expect(wallViewport(portrait, 2, 0).x).toBeCloseTo(2180 / 3260, 10);
  });
});

describe('rotation: a physical pixel to the wall pixel it shows', () => {
  const cell = { column: 1, row: 0, rotation: 0 };
  it('unturned: offset by the cell', () => {
    expect(physicalToWall(bezelled, cell, 1920, 1080, 0, 0)).toEqual({ x: 1940, y: 0 });
    expect(physicalToWall(bezelled, cell, 1920, 1080, 1920, 1080)).toEqual({ x: 3860, y: 1080 });
  });

  it('upside down (180): the panel’s top left shows the cell’s bottom right', () => {
    expect(physicalToWall(bezelled, { ...cell, rotation: 180 }, 1920, 1080, 0, 0)).toEqual({ x: 3860, y: 1080 });
  });

  it('sideways (90, clockwise): a 1080×1920 panel shows a 1920×1080 cell', () => {
    // The stage is turned clockwise: its top left is at the panel's top right.
    expect(physicalToWall(twoByTwo, { column: 0, row: 0, rotation: 90 }, 1080, 1920, 1080, 0)).toEqual({ x: 0, y: 0 });
    expect(physicalToWall(twoByTwo, { column: 0, row: 0, rotation: 90 }, 1080, 1920, 0, 1920)).toEqual({ x: 1920, y: 1080 });
  });

  it('sideways (270): the panel’s bottom left is the cell’s top left', () => {
    expect(physicalToWall(twoByTwo, { column: 0, row: 1, rotation: 270 }, 1080, 1920, 0, 1920)).toEqual({ x: 0, y: 1080 });
    expect(physicalToWall(twoByTwo, { column: 0, row: 1, rotation: -90 }, 1080, 1920, 1080, 0)).toEqual({ x: 1920, y: 2160 });
  });
});

describe('placement and input', () => {
  it('refuses a cell outside the grid and two screens in one cell', () => {
    expect(
      wallPlacementProblem(twoByTwo, [
        { column: 0, row: 0 },
        { column: 1, row: 1 },
      ]),
    ).toBeNull();
    expect(wallPlacementProblem(twoByTwo, [{ column: 2, row: 0 }])).toEqual({ index: 0, field: 'column', code: 'WALL_CELL_OUTSIDE' });
    expect(
      wallPlacementProblem(twoByTwo, [
        { column: 0, row: 0 },
        { column: 1, row: 2 },
      ]),
    ).toEqual({
      index: 1,
      field: 'row',
      code: 'WALL_CELL_OUTSIDE',
    });
    expect(
      wallPlacementProblem(twoByTwo, [
        { column: 1, row: 0 },
        { column: 1, row: 0 },
      ])?.code,
    ).toBe('WALL_CELL_TAKEN');
  });

  it('parses a wall with defaults and refuses bad sizes, bezels and rotations with their codes', () => {
    const ok = groupUpdateWallBody.parse({
      sessionKey: 'k',
      id: 1,
      wall: { columns: 2, rows: 2, screens: [{ deviceKey: 'a', column: 0, row: 0 }] },
    });
    expect(ok.wall).toMatchObject({ screenWidth: 1920, screenHeight: 1080, bezel: 0, screens: [{ rotation: 0 }] });
    const codes = (wall: unknown) => {
      const r = groupUpdateWallBody.safeParse({ sessionKey: 'k', id: 1, wall });
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(codes({ columns: 0, rows: 2 })).toEqual(['WALL_SIZE_INVALID']);
    expect(codes({ columns: 2, rows: 11 })).toEqual(['WALL_SIZE_INVALID']);
    expect(codes({ columns: 2, rows: 2, bezel: -1 })).toEqual(['WALL_BEZEL_INVALID']);
    expect(codes({ columns: 2, rows: 2, screenWidth: 50 })).toEqual(['WALL_SCREEN_SIZE_INVALID']);
    expect(codes({ columns: 2, rows: 2, screens: [{ deviceKey: 'a', column: 0, row: 0, rotation: 45 }] })).toEqual([
      'WALL_ROTATION_INVALID',
    ]);
    expect(groupUpdateWallBody.parse({ sessionKey: 'k', id: 1, wall: null }).wall).toBeNull();
  });
});
