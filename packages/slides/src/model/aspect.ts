import { z } from 'zod';

/** Canvas long side in logical pixels (spec part 9: canvas width 1920 for landscape). */
export const CANVAS_LONG_SIDE = 1920;

/** Preset aspect ratios of spec part 9: landscape first, then portrait. */
export const ASPECT_RATIOS = ['16:9', '16:10', '4:3', '9:16', '10:16', '3:4'] as const;
export type AspectPreset = (typeof ASPECT_RATIOS)[number];

export const customAspectSchema = z.strictObject({
  /** Horizontal pixels of the physical screen (or any ratio numerator). */
  width: z.number().int().min(1).max(100_000),
  /** Vertical pixels of the physical screen. */
  height: z.number().int().min(1).max(100_000),
});

export const aspectSchema = z.union([z.enum(ASPECT_RATIOS), z.strictObject({ custom: customAspectSchema })]);
export type Aspect = z.infer<typeof aspectSchema>;

export interface CanvasSize {
  width: number;
  height: number;
}

/**
 * Logical canvas size of a slide. Landscape (and square) ratios are 1920 wide with the height from
 * the ratio (16:9 → 1920×1080); portrait ratios are 1920 tall (9:16 → 1080×1920), so a portrait
 * slide has the same pixel density as its landscape twin. Custom ratios follow the same rule.
 */
export function canvasSize(aspect: Aspect): CanvasSize {
  const [w, h] =
    typeof aspect === 'string' ? (aspect.split(':').map(Number) as [number, number]) : [aspect.custom.width, aspect.custom.height];
  if (w >= h) return { width: CANVAS_LONG_SIDE, height: Math.max(1, Math.round((CANVAS_LONG_SIDE * h) / w)) };
  return { width: Math.max(1, Math.round((CANVAS_LONG_SIDE * w) / h)), height: CANVAS_LONG_SIDE };
}

/** True for portrait aspects (taller than wide). */
export function isPortrait(aspect: Aspect): boolean {
  const { width, height } = canvasSize(aspect);
  return height > width;
}
