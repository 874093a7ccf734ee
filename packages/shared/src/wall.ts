/**
 * Video walls (docs/screens.md, "Video walls"): a group laid out as columns × rows of equal screens.
 * One playlist is designed at the wall's full size and every screen shows its own rectangle of it.
 *
 * Units: everything is in pixels of the wall picture, at the screens' own resolution. `screenWidth ×
 * screenHeight` is the picture of one screen as it hangs on the wall (a screen mounted sideways is
 * 1080 × 1920). `bezel` is the gap between the pictures of two neighbouring screens: both frames
 * together, measured in the same pixels (a 5 mm gap on a 55" 1080p screen, 0.63 mm a pixel, is 8 px).
 * The slide runs behind the bezels: what falls on a frame is not shown, so a line crossing two
 * screens stays straight.
 */

export const WALL_MAX_SIDE = 10;
export const WALL_BEZEL_MAX = 500;
export const WALL_SCREEN_MIN = 100;
export const WALL_SCREEN_MAX = 8000;
export const WALL_ROTATIONS = [0, 90, 180, 270] as const;
export type WallRotation = (typeof WALL_ROTATIONS)[number];

export interface WallLayout {
  columns: number;
  rows: number;
  screenWidth: number;
  screenHeight: number;
  bezel: number;
}

/** A rectangle as fractions (0 … 1) of the whole slide. */
export interface Viewport {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The wall's full size in pixels: the screens plus the bezels between them (not around them). */
export function wallSize(w: WallLayout): { width: number; height: number } {
  return {
    width: w.columns * w.screenWidth + (w.columns - 1) * w.bezel,
    height: w.rows * w.screenHeight + (w.rows - 1) * w.bezel,
  };
}

/** A wall playlist's aspect: the wall's full pixels ("3848x2168"), the playlists' pixel form. */
export const wallAspect = (w: WallLayout) => {
  const s = wallSize(w);
  return `${s.width}x${s.height}`;
};

/** The pixel rectangle of the cell at (column, row), 0-based from the top left, in wall pixels. */
export function cellRect(w: WallLayout, column: number, row: number) {
  return { x: column * (w.screenWidth + w.bezel), y: row * (w.screenHeight + w.bezel), width: w.screenWidth, height: w.screenHeight };
}

/** The cell's rectangle as fractions of the whole slide: what a wall member's manifest carries. */
export function wallViewport(w: WallLayout, column: number, row: number): Viewport {
  const size = wallSize(w);
  const r = cellRect(w, column, row);
  return { x: r.x / size.width, y: r.y / size.height, width: r.width / size.width, height: r.height / size.height };
}

/**
 * The wall pixel a physical pixel of a wall member shows: the screen's own picture is turned by its
 * rotation (as the player's stage turns it, CSS `rotate`, clockwise), then placed at its cell.
 * `nativeWidth × nativeHeight` is the screen's panel as the player's window sees it.
 */
export function physicalToWall(
  w: WallLayout,
  cell: { column: number; row: number; rotation: number },
  nativeWidth: number,
  nativeHeight: number,
  px: number,
  py: number,
): { x: number; y: number } {
  const r = (((cell.rotation % 360) + 360) % 360) as WallRotation;
  let cx = px;
  let cy = py;
  if (r === 90) [cx, cy] = [py, nativeWidth - px];
  else if (r === 180) [cx, cy] = [nativeWidth - px, nativeHeight - py];
  else if (r === 270) [cx, cy] = [nativeHeight - py, px];
  // The stage is the panel turned; the cell picture is scaled onto it.
  const stageW = r === 90 || r === 270 ? nativeHeight : nativeWidth;
  const stageH = r === 90 || r === 270 ? nativeWidth : nativeHeight;
  const rect = cellRect(w, cell.column, cell.row);
  return { x: rect.x + (cx * rect.width) / stageW, y: rect.y + (cy * rect.height) / stageH };
}

export interface WallCellInput {
  column: number;
  row: number;
}

/**
 * The first problem of a wall's screen placement, as an error code and the index of the screen it is
 * about: a cell outside the grid, or two screens in one cell.
 */
export function wallPlacementProblem(
  w: Pick<WallLayout, 'columns' | 'rows'>,
  cells: WallCellInput[],
): { index: number; field: 'column' | 'row'; code: 'WALL_CELL_OUTSIDE' | 'WALL_CELL_TAKEN' } | null {
  const taken = new Set<string>();
  for (const [index, c] of cells.entries()) {
    if (c.column >= w.columns) return { index, field: 'column', code: 'WALL_CELL_OUTSIDE' };
    if (c.row >= w.rows) return { index, field: 'row', code: 'WALL_CELL_OUTSIDE' };
    const key = `${c.column}:${c.row}`;
    if (taken.has(key)) return { index, field: 'column', code: 'WALL_CELL_TAKEN' };
    taken.add(key);
  }
  return null;
}
