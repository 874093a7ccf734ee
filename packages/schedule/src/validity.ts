import { z } from 'zod';
import { parseWallTime } from './entry.ts';
import { fromWall } from './tz.ts';

/**
 * Validity windows ("show from" / "show until") of playlists and slides: wall times
 * `YYYY-MM-DDTHH:mm` in the screen's time zone, either side open (null). A slide plays only inside
 * its window; a playlist plays only inside its own window and while at least one of its slides is
 * inside its window — otherwise the resolver passes over it as if it were not scheduled.
 */
export type Window = { showFrom: string | null; showUntil: string | null };

/** A playlist's windows as the resolver reads them: its own and its slides' (all of them, in order). */
export type PlaylistWindows = Window & { slides: Window[] };

/** Why a playlist or slide is passed over at an instant. */
export type SkipReason = 'notYet' | 'expired' | 'noValidSlides';

/** Earliest and latest wall times a window may name (sensible bounds; the server refuses others). */
export const WINDOW_MIN = '2000-01-01T00:00';
export const WINDOW_MAX = '2099-12-31T23:59';

export const WINDOW_INVALID = 'VALIDITY_WINDOW_INVALID' as const;
export const WINDOW_OUT_OF_RANGE = 'VALIDITY_DATE_OUT_OF_RANGE' as const;

const wallTimeOrNull = z
  .string()
  .refine((s) => !Number.isNaN(parseWallTime(s)), { message: 'Expected a date and time YYYY-MM-DDTHH:mm' })
  .nullable();

/** A window as API bodies carry it (both fields optional: absent = no limit). */
export const validityWindow = z.object({
  showFrom: wallTimeOrNull.optional(),
  showUntil: wallTimeOrNull.optional(),
});

/**
 * The field errors of a window (`{showFrom?: code, showUntil?: code}`), or null when it is fine:
 * each side within 2000–2099, and "show until" after "show from".
 */
export function windowError(w: Partial<Window>): Partial<Record<'showFrom' | 'showUntil', string>> | null {
  const out: Partial<Record<'showFrom' | 'showUntil', string>> = {};
  const min = parseWallTime(WINDOW_MIN);
  const max = parseWallTime(WINDOW_MAX);
  const from = w.showFrom ? parseWallTime(w.showFrom) : null;
  const until = w.showUntil ? parseWallTime(w.showUntil) : null;
  if (from !== null && (Number.isNaN(from) || from < min || from > max)) out.showFrom = WINDOW_OUT_OF_RANGE;
  if (until !== null && (Number.isNaN(until) || until < min || until > max)) out.showUntil = WINDOW_OUT_OF_RANGE;
  if (!out.showFrom && !out.showUntil && from !== null && until !== null && !(from < until)) out.showUntil = WINDOW_INVALID;
  return Object.keys(out).length ? out : null;
}

/** True when a window limits anything. */
export const hasWindow = (w: Partial<Window> | null | undefined): boolean => Boolean(w?.showFrom || w?.showUntil);

/** A window as instants (epoch ms) in a zone: `[from, until)`, open sides infinite. */
export function windowInstants(w: Partial<Window>, timeZone: string): { from: number; until: number } {
  const side = (s: string | null | undefined, open: number) => {
    if (!s) return open;
    const wall = parseWallTime(s);
    return Number.isNaN(wall) ? open : fromWall(timeZone, wall);
  };
  return { from: side(w.showFrom, Number.NEGATIVE_INFINITY), until: side(w.showUntil, Number.POSITIVE_INFINITY) };
}

/** Where an instant lies against a window: inside (null), before it, or after it. */
export function windowState(w: { from: number; until: number }, t: number): 'notYet' | 'expired' | null {
  if (t < w.from) return 'notYet';
  if (t >= w.until) return 'expired';
  return null;
}

/** A piece of time with one verdict for a playlist: `reason` null = it may play. */
export type ValiditySegment = { start: number; end: number; reason: SkipReason | null };

const compiled = new WeakMap<PlaylistWindows, Map<string, ValiditySegment[]>>();

/**
 * A playlist's verdict over all time, as contiguous segments from -∞ to +∞ (cached per object and
 * zone). A playlist without slides is valid whenever its own window is (nothing to skip).
 */
export function validitySegments(p: PlaylistWindows, timeZone: string): ValiditySegment[] {
  let byZone = compiled.get(p);
  if (!byZone) {
    byZone = new Map();
    compiled.set(p, byZone);
  }
  const known = byZone.get(timeZone);
  if (known) return known;
  const own = windowInstants(p, timeZone);
  const slides = p.slides.map((s) => windowInstants(s, timeZone));
  const open = slides.length === 0 || slides.some((s) => s.from === Number.NEGATIVE_INFINITY && s.until === Number.POSITIVE_INFINITY);
  const cuts = new Set<number>();
  for (const w of [own, ...(open ? [] : slides)]) {
    if (Number.isFinite(w.from)) cuts.add(w.from);
    if (Number.isFinite(w.until)) cuts.add(w.until);
  }
  const points = [Number.NEGATIVE_INFINITY, ...[...cuts].sort((a, b) => a - b)];
  const verdict = (t: number): SkipReason | null => {
    const state = windowState(own, t);
    if (state) return state;
    if (open) return null;
    return slides.some((s) => windowState(s, t) === null) ? null : 'noValidSlides';
  };
  const out: ValiditySegment[] = [];
  for (let i = 0; i < points.length; i++) {
    const start = points[i]!;
    const end = i + 1 < points.length ? points[i + 1]! : Number.POSITIVE_INFINITY;
    // -∞ itself cannot be evaluated: the first segment's verdict is that of any instant before the first cut.
    const reason = verdict(Number.isFinite(start) ? start : Number.isFinite(end) ? end - 1 : 0);
    const last = out[out.length - 1];
    if (last && last.reason === reason) last.end = end;
    else out.push({ start, end, reason });
  }
  byZone.set(timeZone, out);
  return out;
}

/** Why the playlist is passed over at instant `t` (null = it may play). */
export function playlistSkipAt(p: PlaylistWindows | undefined, timeZone: string, t: number): SkipReason | null {
  if (!p) return null;
  for (const s of validitySegments(p, timeZone)) if (s.start <= t && t < s.end) return s.reason;
  return null;
}

/** Why each slide is passed over at instant `t` (null = it shows), in the playlist's order. */
export function slideSkipsAt(p: PlaylistWindows, timeZone: string, t: number): Array<'notYet' | 'expired' | null> {
  return p.slides.map((s) => windowState(windowInstants(s, timeZone), t));
}

/** The windows of manifest-shaped playlists, for `ResolverInput.windows` (only those that limit anything). */
export function windowsOf(
  playlists: Record<
    string,
    { showFrom?: string | null; showUntil?: string | null; slides: Array<{ showFrom?: string | null; showUntil?: string | null }> }
  >,
): Record<string, PlaylistWindows> {
  const out: Record<string, PlaylistWindows> = {};
  for (const [id, p] of Object.entries(playlists)) {
    if (!hasWindow(p) && !p.slides.some(hasWindow)) continue;
    out[id] = {
      showFrom: p.showFrom ?? null,
      showUntil: p.showUntil ?? null,
      slides: p.slides.map((s) => ({ showFrom: s.showFrom ?? null, showUntil: s.showUntil ?? null })),
    };
  }
  return out;
}
