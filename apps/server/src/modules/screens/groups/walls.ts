import {
  type ErrorCode,
  type ManifestWall,
  type WallInput,
  type WallView,
  wallAspect,
  wallPlacementProblem,
  wallSize,
  wallViewport,
} from '@signage/shared';
import type { Device, DeviceGroup, StoredWall } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/errors.ts';

/**
 * Video walls (docs/screens.md, "Video walls"): a normal group's layout of columns × rows of screens.
 * The group keeps its members as before; the wall gives some of them a cell. A screen that leaves the
 * group leaves the wall (its cell is ignored, then dropped at the next change).
 */

const wallError = (code: ErrorCode, field: string) => new AppError(400, code, undefined, { [field]: code });

/**
 * The stored form of a wall input for group `g`: every screen named must be of the group's
 * organization (else 404, as any object of another organization) and a member of the group.
 */
export async function storedWallOf(
  input: WallInput,
  g: DeviceGroup,
  devicesByKeys: (orgId: number, keys: string[]) => Promise<Device[]>,
): Promise<StoredWall> {
  const problem = wallPlacementProblem(input, input.screens);
  if (problem) throw wallError(problem.code, `wall.screens.${problem.index}.${problem.field}`);
  const keys = input.screens.map((s) => s.deviceKey);
  const seen = new Set<string>();
  for (const [index, key] of keys.entries()) {
    if (seen.has(key)) throw wallError('WALL_CELL_TAKEN', `wall.screens.${index}.deviceKey`);
    seen.add(key);
  }
  const rows = await devicesByKeys(g.organizationId, keys);
  const byKey = new Map(rows.map((d) => [d.deviceKey, d]));
  const cells: StoredWall['cells'] = [];
  for (const [index, s] of input.screens.entries()) {
    const d = byKey.get(s.deviceKey);
    if (!d) throw notFound();
    if (d.groupId !== g.id) throw wallError('WALL_SCREEN_NOT_MEMBER', `wall.screens.${index}.deviceKey`);
    cells.push({ deviceId: d.id, column: s.column, row: s.row, rotation: s.rotation });
  }
  const { columns, rows: wallRows, screenWidth, screenHeight, bezel } = input;
  return { columns, rows: wallRows, screenWidth, screenHeight, bezel, cells };
}

/** The wall as the CMS sees it; `members` maps the group's screens' ids to their keys. */
export function presentWall(wall: StoredWall | null | undefined, members: Map<number, string>): WallView | null {
  if (!wall) return null;
  const size = wallSize(wall);
  return {
    columns: wall.columns,
    rows: wall.rows,
    screenWidth: wall.screenWidth,
    screenHeight: wall.screenHeight,
    bezel: wall.bezel,
    width: size.width,
    height: size.height,
    aspect: wallAspect(wall),
    screens: wall.cells.flatMap((c) => {
      const key = members.get(c.deviceId);
      return key ? [{ deviceKey: key, column: c.column, row: c.row, rotation: c.rotation }] : [];
    }),
  };
}

/**
 * A screen's part of its manifest when its own group is a wall and gives it a cell: the slide
 * rectangle it shows, and the rotation it is mounted with (which replaces the screen's own).
 */
export function manifestWallOf(own: DeviceGroup | undefined, deviceId: number): { wall: ManifestWall; rotation: number } | null {
  const wall = own?.wall;
  const cell = wall?.cells.find((c) => c.deviceId === deviceId);
  if (!own || !wall || !cell || cell.column >= wall.columns || cell.row >= wall.rows) return null;
  const size = wallSize(wall);
  return {
    rotation: cell.rotation,
    wall: {
      groupId: own.id,
      columns: wall.columns,
      rows: wall.rows,
      column: cell.column,
      row: cell.row,
      width: size.width,
      height: size.height,
      viewport: wallViewport(wall, cell.column, cell.row),
    },
  };
}
