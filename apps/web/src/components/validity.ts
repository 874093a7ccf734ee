import { parseWallTime, type Window, windowInstants, windowState } from '@signage/schedule';

/** The browser's zone: the CMS shows a window's state as a screen in this zone would see it. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** 'scheduled' (not yet inside its window), 'expired' (past it), or null (showing, or no window). */
export function validityState(w: Partial<Window> | null | undefined, now = Date.now()): 'scheduled' | 'expired' | null {
  if (!w?.showFrom && !w?.showUntil) return null;
  const state = windowState(windowInstants(w, localZone()), now);
  return state === 'notYet' ? 'scheduled' : state;
}

/** A wall time `YYYY-MM-DDTHH:mm` in the reader's language ("6 Dec 2027, 18:00"), no zone conversion. */
export function formatWall(wall: string | null | undefined, locale: string): string {
  const ms = wall ? parseWallTime(wall) : Number.NaN;
  if (Number.isNaN(ms)) return '—';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(ms));
}
