/**
 * Viewport rendering (video walls, docs/screens.md "Video walls"): a screen shows one rectangle of a
 * slide designed at the whole wall's size. The renderer draws the whole slide, larger than the
 * screen, and moves it so only that rectangle falls in the screen's box.
 */

/** A rectangle as fractions (0 … 1) of the whole slide (a wall member's manifest carries it). */
export interface Viewport {
  x: number;
  y: number;
  width: number;
  height: number;
}

const round = (n: number) => Math.round(n * 1000) / 1000 + 0; // + 0: no -0

/**
 * Where the whole slide goes so that `v` fills a box of `width × height`: drawn `fullWidth ×
 * fullHeight`, its top left at (`left`, `top`) from the box's (negative: up and to the left).
 * Rounded to thousandths of a pixel so a rectangle that starts on a whole pixel stays on it.
 */
export function viewportPlacement(v: Viewport, width: number, height: number) {
  const fullWidth = round(width / v.width);
  const fullHeight = round(height / v.height);
  return { fullWidth, fullHeight, left: round(-v.x * fullWidth), top: round(-v.y * fullHeight) };
}

/** Whether a viewport is usable: inside the slide, not empty. */
export const validViewport = (v: Viewport | null | undefined): v is Viewport =>
  !!v && v.width > 0 && v.height > 0 && v.x >= 0 && v.y >= 0 && v.x + v.width <= 1.000001 && v.y + v.height <= 1.000001;
