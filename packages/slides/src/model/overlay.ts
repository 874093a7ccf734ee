import type { Aspect } from './aspect.ts';
import { safeParseSlide } from './migrations.ts';
import { createSlide, type SlideDocument } from './slide.ts';

/**
 * The playlist overlay (spec part 3, the playlist's `overlay`): elements drawn above every slide of
 * the playlist (a logo, a clock, a ticker). Stored as a slide document of the slide model; its
 * background, duration, transition and actions are not used (the overlay is drawn on a transparent
 * canvas and lets touches through).
 */
export const OVERLAY_MIN_SLIDES = 2;

/**
 * A stored overlay (`overlay` of a playlist or a published snapshot) as a document, laid out on
 * `aspect`; null when there is none or the model refuses it (never drawn broken).
 */
export function parseOverlay(input: unknown, aspect?: Aspect): SlideDocument | null {
  if (input === null || input === undefined) return null;
  const parsed = safeParseSlide(input);
  if (!parsed.success) return null;
  return aspect ? { ...parsed.data, aspect } : parsed.data;
}

/** A new, empty overlay. */
export function createOverlay(aspect: Aspect = '16:9'): SlideDocument {
  return createSlide(aspect);
}
