/**
 * Playlist aspect ratios (spec part 3 "Canvas: aspect ratio string such as 16/9"; part 9 "16:9",
 * custom horizontal and vertical pixels). THE one parser: server contracts, the server's tolerant
 * read of stored values and the CMS forms all use it.
 *
 * Accepted: a ratio "W:H" or "W/H" (whole numbers 1 … 9999, spaces around the separator allowed) or
 * custom pixels "WxH" (also "X" or "×"; 10 … 100,000 each). Refused: a zero side, and anything more
 * than ASPECT_MAX_RATIO times wider than tall or taller than wide.
 *
 * Canonical (stored and answered) form: a ratio written with a colon and no spaces ("16/9" →
 * "16:9"); a ratio equal to one of the spec's presets is written as that preset ("32:18" → "16:9",
 * "8:5" → "16:10"); other ratios keep their numbers ("21:9" stays, it is not reduced to "7:3");
 * pixels as "1080x1920" (they are the screen's pixels).
 */
export const ASPECT_DEFAULT = '16:9';
/** The preset ratios of spec part 9 (the same list as `ASPECT_RATIOS` of @signage/slides/model). */
export const ASPECT_PRESETS = ['16:9', '16:10', '4:3', '9:16', '10:16', '3:4'] as const;
/** The longest side may be at most this many times the shortest (stretched bar displays are ~8:1). */
export const ASPECT_MAX_RATIO = 10;
export const ASPECT_RATIO_PART_MAX = 9999;
export const ASPECT_PIXELS_MIN = 10;
export const ASPECT_PIXELS_MAX = 100_000;

export interface ParsedAspect {
  kind: 'ratio' | 'pixels';
  width: number;
  height: number;
  /** The canonical string. */
  value: string;
}

/** The aspect, or null when it is malformed, has a zero side or is absurdly stretched. */
export function parseAspect(input: unknown): ParsedAspect | null {
  if (typeof input !== 'string' || input.length > 40) return null;
  const m = input.trim().match(/^(\d{1,6})\s*([:/xX×])\s*(\d{1,6})$/);
  if (!m) return null;
  const w = Number(m[1]);
  const h = Number(m[3]);
  const pixels = m[2] === 'x' || m[2] === 'X' || m[2] === '×';
  if (pixels) {
    if (w < ASPECT_PIXELS_MIN || h < ASPECT_PIXELS_MIN || w > ASPECT_PIXELS_MAX || h > ASPECT_PIXELS_MAX) return null;
  } else if (w < 1 || h < 1 || w > ASPECT_RATIO_PART_MAX || h > ASPECT_RATIO_PART_MAX) return null;
  if (Math.max(w, h) > ASPECT_MAX_RATIO * Math.min(w, h)) return null;
  if (pixels) return { kind: 'pixels', width: w, height: h, value: `${w}x${h}` };
  const preset = ASPECT_PRESETS.map((p) => p.split(':').map(Number) as [number, number]).find(([pw, ph]) => pw * h === ph * w);
  const [rw, rh] = preset ?? [w, h];
  return { kind: 'ratio', width: rw, height: rh, value: `${rw}:${rh}` };
}

/** The canonical form of an aspect, or null when `parseAspect` refuses it. */
export const canonicalAspect = (input: unknown): string | null => parseAspect(input)?.value ?? null;

/**
 * A stored aspect as read back (tolerant read): rows written before the one parser existed may hold
 * a form it now refuses ("16:0", "0:0", "99:1"); they are read as the default 16:9, which is what
 * screens and the editor already showed for them.
 */
export const storedAspect = (stored: string | null | undefined): ParsedAspect =>
  parseAspect(stored) ?? (parseAspect(ASPECT_DEFAULT) as ParsedAspect);
