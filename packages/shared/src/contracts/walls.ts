import { z } from 'zod';
import { WALL_BEZEL_MAX, WALL_MAX_SIDE, WALL_ROTATIONS, WALL_SCREEN_MAX, WALL_SCREEN_MIN } from '../wall.ts';
import { freeText, recordId, sessionKey } from './common.ts';

const deviceKey = freeText('FIELD_REQUIRED').trim().min(1, { error: 'FIELD_REQUIRED' }).max(64);

const side = z
  .number({ error: 'FIELD_INVALID' })
  .int({ error: 'FIELD_INVALID' })
  .min(1, { error: 'WALL_SIZE_INVALID' })
  .max(WALL_MAX_SIDE, { error: 'WALL_SIZE_INVALID' });
const screenPixels = z
  .number({ error: 'FIELD_INVALID' })
  .int({ error: 'FIELD_INVALID' })
  .min(WALL_SCREEN_MIN, { error: 'WALL_SCREEN_SIZE_INVALID' })
  .max(WALL_SCREEN_MAX, { error: 'WALL_SCREEN_SIZE_INVALID' });
const cellIndex = z
  .number({ error: 'FIELD_INVALID' })
  .int({ error: 'FIELD_INVALID' })
  .min(0, { error: 'WALL_CELL_OUTSIDE' })
  .max(WALL_MAX_SIDE - 1, { error: 'WALL_CELL_OUTSIDE' });
const rotation = z.union(
  WALL_ROTATIONS.map((r) => z.literal(r)),
  { error: 'WALL_ROTATION_INVALID' },
);

/** One screen of a wall: its cell (0-based, from the top left) and how it is mounted. */
export const wallScreenInput = z.strictObject({ deviceKey, column: cellIndex, row: cellIndex, rotation: rotation.default(0) });

/** A wall's layout (docs/screens.md, "Video walls"): pixels of one screen's picture, bezel in the same pixels. */
export const wallInput = z.strictObject({
  columns: side,
  rows: side,
  screenWidth: screenPixels.default(1920),
  screenHeight: screenPixels.default(1080),
  bezel: z
    .number({ error: 'FIELD_INVALID' })
    .int({ error: 'FIELD_INVALID' })
    .min(0, { error: 'WALL_BEZEL_INVALID' })
    .max(WALL_BEZEL_MAX, { error: 'WALL_BEZEL_INVALID' })
    .default(0),
  screens: z
    .array(wallScreenInput)
    .max(WALL_MAX_SIDE * WALL_MAX_SIDE, { error: 'FIELD_INVALID' })
    .default([]),
});
export type WallInput = z.output<typeof wallInput>;

/** /group/updateWall: make a normal group a wall (or change it); `wall: null` makes it a normal group again. */
export const groupUpdateWallBody = z.strictObject({ sessionKey, id: recordId, wall: wallInput.nullable() });

export const wallView = z.object({
  columns: z.number().int(),
  rows: z.number().int(),
  screenWidth: z.number().int(),
  screenHeight: z.number().int(),
  bezel: z.number().int(),
  /** The wall's full size (screens and bezels): the size to design its playlist at. */
  width: z.number().int(),
  height: z.number().int(),
  /** The aspect of a playlist made for this wall, e.g. "3848x2168". */
  aspect: z.string(),
  /** Screens with a cell, members of the group. */
  screens: z.array(z.object({ deviceKey: z.string(), column: z.number().int(), row: z.number().int(), rotation: z.number().int() })),
});
export type WallView = z.infer<typeof wallView>;

/** A wall member's part of its manifest: the slide rectangle this screen shows. */
export const manifestWall = z.object({
  groupId: z.number().int(),
  columns: z.number().int(),
  rows: z.number().int(),
  column: z.number().int(),
  row: z.number().int(),
  /** The wall's full size in pixels. */
  width: z.number().int(),
  height: z.number().int(),
  /** Fractions (0 … 1) of the whole slide this screen shows, bezels accounted for. */
  viewport: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
});
export type ManifestWall = z.infer<typeof manifestWall>;
