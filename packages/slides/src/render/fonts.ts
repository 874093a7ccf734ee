import type { WidgetTheme } from '../widgets/contract.ts';
import { WIDGET_THEME_TOKENS } from '../widgets/theme.ts';
import { FONT_CATALOGUE, type FontCatalogueEntry, getFont } from '../model/fonts.ts';
import type { SlideDocument } from '../model/slide.ts';

/** Font ids a slide uses (text elements, menus, and families named inside rich text). */
export function collectFontIds(doc: SlideDocument): string[] {
  const ids = new Set<string>();
  for (const el of doc.elements) {
    if (el.type === 'text') {
      ids.add(el.fontId);
      for (const f of FONT_CATALOGUE) if (el.html.includes(f.name)) ids.add(f.id);
    } else if (el.type === 'menu') ids.add(el.fontId);
    else if (el.type === 'widget') {
      // The widget theme's faces (docs/decisions.md "Slide typography parity": every face a slide uses goes through the one mechanism).
      const theme = WIDGET_THEME_TOKENS[(el.props as { theme?: WidgetTheme }).theme ?? 'modern'] ?? WIDGET_THEME_TOKENS.modern;
      ids.add(theme.headingFont);
      ids.add(theme.bodyFont);
    }
  }
  return [...ids];
}

/**
 * `@font-face` rules (font-display: swap) for every face of the given ids, for places that render
 * without a live document (thumbnails, server-side markup). Ids without a url are skipped.
 */
export function fontFaceCss(ids: readonly string[], baseUrl = ''): string {
  return ids
    .map((id) => getFont(id))
    .filter((f): f is FontCatalogueEntry => !!f?.url)
    .flatMap((f) =>
      f.faces.map(
        (face) =>
          `@font-face{font-family:'${f.name}';src:url('${baseUrl}${face.url}') format('woff2');font-weight:${face.weight};font-style:${face.style};font-display:swap;}`,
      ),
    )
    .join('\n');
}

/** What became of a font family: every face loaded, or at least one failed or timed out (fallback). */
export type FontState = 'loading' | 'loaded' | 'failed';

const loading = new Map<string, Promise<boolean>>();
const state = new Map<string, FontState>();
const listeners = new Set<() => void>();

/** The state of a catalogue font in this page ('loading' until `loadFonts` settles it). */
export function fontState(id: string): FontState {
  return state.get(id) ?? 'loading';
}

/** Ids whose faces did not load (the slide shows the fallback family for them). */
export function failedFonts(): string[] {
  return [...state].filter(([, s]) => s === 'failed').map(([id]) => id);
}

/** Called whenever a font settles; returns the unsubscribe function. */
export function onFontStateChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function settle(id: string, s: FontState) {
  if (state.get(id) === s) return;
  state.set(id, s);
  for (const l of listeners) l();
}

/** Default bound of `loadFonts`: a slide never waits longer than this for a font that is not coming. */
export const FONT_WAIT_MS = 4000;

/**
 * THE font mechanism of every place that renders a slide (editor, preview, thumbnails, player):
 * registers every vendored face (weight × style) of each catalogue id once in `doc.fonts`, with swap
 * display, and loads them all, so each place draws the same glyphs, bold and italic included (the
 * player's service worker caches the files for offline use). Resolves when all have loaded or failed,
 * or after `timeoutMs` (a font that is not coming is marked failed and the slide keeps its fallback
 * family). Browser only.
 */
export function loadFonts(ids: readonly string[], doc?: Document, baseUrl = '', timeoutMs = FONT_WAIT_MS): Promise<void> {
  const target = doc ?? (typeof document === 'undefined' ? undefined : document);
  if (!target?.fonts || typeof FontFace === 'undefined') {
    // No font loading API: nothing to wait for (the player must not hold a slide for it).
    for (const id of ids) settle(id, 'failed');
    return Promise.resolve();
  }
  const jobs: Promise<boolean>[] = [];
  for (const id of ids) {
    const font = getFont(id);
    if (!font?.url) {
      settle(id, 'failed');
      continue;
    }
    let job = loading.get(id);
    if (!job) {
      state.set(id, 'loading');
      const faces = font.faces.map((face) => {
        const f = new FontFace(font.name, `url('${baseUrl}${face.url}') format('woff2')`, {
          display: 'swap',
          weight: String(face.weight),
          style: face.style,
        });
        target.fonts.add(f);
        return f.load().then(
          () => true,
          () => false,
        );
      });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const bounded = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const all = Promise.all(faces).then((ok) => ok.every(Boolean));
      // Late but arrived: the swap shows it, and the state says so.
      void all.then((ok) => ok && settle(id, 'loaded'));
      job = Promise.race([all, bounded]).then((ok) => {
        clearTimeout(timer);
        settle(id, ok ? 'loaded' : 'failed');
        // A font that failed may come later (network back): the next call tries again.
        if (!ok) loading.delete(id);
        return ok;
      });
      loading.set(id, job);
    }
    jobs.push(job);
  }
  return Promise.all(jobs).then(() => undefined);
}
