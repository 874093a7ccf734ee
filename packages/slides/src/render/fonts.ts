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
  }
  return [...ids];
}

/**
 * `@font-face` rules (font-display: swap) for the given ids, for places that render without a live
 * document (thumbnails, server-side markup). Ids without a url are skipped.
 */
export function fontFaceCss(ids: readonly string[], baseUrl = ''): string {
  return ids
    .map((id) => getFont(id))
    .filter((f): f is FontCatalogueEntry => !!f?.url)
    .map((f) => `@font-face{font-family:'${f.name}';src:url('${baseUrl}${f.url}') format('woff2');font-display:swap;}`)
    .join('\n');
}

const loading = new Map<string, Promise<void>>();

/**
 * Registers and loads catalogue fonts with swap display (spec part 4, font loading): each id found
 * in the catalogue with a url is added once to `doc.fonts`. Resolves when all have loaded or failed
 * (a failed font falls back to its generic family). Browser only.
 */
export function loadFonts(ids: readonly string[], doc?: Document, baseUrl = ''): Promise<void> {
  const target = doc ?? (typeof document === 'undefined' ? undefined : document);
  if (!target?.fonts || typeof FontFace === 'undefined') return Promise.resolve();
  const jobs: Promise<void>[] = [];
  for (const id of ids) {
    const font = getFont(id);
    if (!font?.url) continue;
    let job = loading.get(id);
    if (!job) {
      const face = new FontFace(font.name, `url('${baseUrl}${font.url}') format('woff2')`, { display: 'swap' });
      target.fonts.add(face);
      job = face.load().then(
        () => undefined,
        () => {
          loading.delete(id);
        },
      );
      loading.set(id, job);
    }
    jobs.push(job);
  }
  return Promise.all(jobs).then(() => undefined);
}
