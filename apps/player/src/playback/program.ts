import { windowInstants } from '@signage/schedule';
import type { ManifestPlaylist } from '@signage/shared';
import { parseOverlay, type SlideAction, type SlideDocument, safeParseSlide } from '@signage/slides/model';

/**
 * A playlist snapshot turned into what the screen plays: every slide parsed by the shared model
 * (`safeParseSlide` migrates and fills defaults; a slide that fails is skipped, never shown broken)
 * and its media URLs pointed at local blob URLs.
 */
export interface PlayableSlide {
  /** The server's slide id (proof of play, jump targets). */
  id: number;
  durationMs: number;
  doc: SlideDocument;
  /** Validity window as instants (epoch ms, `[from, until)`; open sides infinite): outside it the slide is passed over. */
  window?: { from: number; until: number };
}

export interface Program {
  playlistId: number;
  version: number;
  /** Changes whenever what is shown changes (new version, media now local). */
  key: string;
  slides: PlayableSlide[];
  /**
   * The playlist overlay, drawn above every slide (docs/player.md, "Playlist overlay"); null when the
   * snapshot has none, it has nothing visible, or the model refuses it.
   */
  overlay: SlideDocument | null;
}

/** Media id (as in slide documents) → URL to play from; undefined = not available locally. */
export type MediaLookup = (mediaId: string) => string | undefined;

function localUrl<T extends { mediaId: string; url: string }>(item: T, lookup: MediaLookup): T {
  const url = lookup(item.mediaId);
  return url && url !== item.url ? { ...item, url } : item;
}

/** The slide document with every media reference (background, image, video, popup) made local. */
export function localizeSlide(doc: SlideDocument, lookup: MediaLookup): SlideDocument {
  const background = doc.background.type === 'color' ? doc.background : localUrl(doc.background, lookup);
  const elements = doc.elements.map((el) => (el.type === 'image' || el.type === 'video' ? localUrl(el, lookup) : el));
  const actions: Record<string, SlideAction> = {};
  for (const [k, a] of Object.entries(doc.actions)) actions[k] = a.type === 'popup' ? localUrl(a, lookup) : a;
  return { ...doc, background, elements, actions };
}

/** True when the slide may show at wall-clock instant `t` (epoch ms). */
export const slidePlayableAt = (slide: PlayableSlide, t: number) => !slide.window || (slide.window.from <= t && t < slide.window.until);

/** The windows of a playlist as part of its program key ('' when it has none). */
function windowsKey(p: ManifestPlaylist): string {
  const parts = [p.showFrom, p.showUntil, ...p.slides.flatMap((s) => [s.showFrom, s.showUntil])];
  return parts.some(Boolean) ? `~${parts.map((x) => x ?? '').join(',')}` : '';
}

/** `timeZone`: the device's, in which the slides' validity windows are read. */
export function buildProgram(playlist: ManifestPlaylist, lookup: MediaLookup, timeZone = 'UTC'): Program {
  const slides: PlayableSlide[] = [];
  for (const s of playlist.slides) {
    const parsed = safeParseSlide(s.slideData);
    if (!parsed.success) continue;
    const doc = localizeSlide(parsed.data, lookup);
    const seconds = Number.isFinite(s.duration) && s.duration > 0 ? s.duration : doc.duration;
    const window = s.showFrom || s.showUntil ? windowInstants(s, timeZone) : undefined;
    slides.push({ id: s.id, durationMs: Math.max(1000, Math.round(seconds * 1000)), doc, ...(window ? { window } : {}) });
  }
  const overlay = parseOverlay(playlist.overlay);
  return {
    playlistId: playlist.id,
    version: playlist.version,
    // Validity windows are live (not part of the published version): a change to them is a new program.
    key: `${playlist.id}@${playlist.version}${windowsKey(playlist)}`,
    slides,
    overlay: overlay?.elements.some((el) => !el.hidden) ? localizeSlide(overlay, lookup) : null,
  };
}
