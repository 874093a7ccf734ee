import { FONT_FACE_FILES } from './font-faces.ts';

/**
 * The font catalogue (spec part 3, about 70 fonts). Every font comes from the npm `@fontsource/<id>`
 * package and is served by our own server under `/fonts/<id>/<file>` (screens may be offline; no
 * third-party font host). Only the files slides need — latin subset, woff2: regular, bold, italic and
 * bold italic where the family has them, with the font's licence — are vendored in
 * `packages/slides/fonts/<id>/` by `scripts/vendor-fonts.mjs` (versions in `fonts/fonts.json`, faces in
 * `font-faces.ts`), which keeps ~150 MB of packages out of every install. Every place that renders a
 * slide registers the same faces (`fontFaces`), so a face a family lacks is synthesized the same way on
 * every screen (docs/decisions.md "Slide typography parity"). A font without url (none today) falls back to its generic family.
 */
export interface FontFaceEntry {
  /** CSS font-weight of the file (400, 700 …). */
  weight: number;
  style: 'normal' | 'italic';
  /** woff2 served by our server. */
  url: string;
}

export interface FontCatalogueEntry {
  /** Stable id stored in documents (the Quill font id of the original product). */
  id: string;
  /** Display name in the font picker. */
  name: string;
  /** CSS font-family stack, quoted family first and a generic fallback. */
  family: string;
  /** npm package that ships the font files. */
  package: string;
  /** Regular-weight woff2 served by our server, or '' when the font has no file. */
  url: string;
  /** Picker preview image, or '' (spec: only entries with a thumbnail are indexed by id in the picker). */
  thumbnailUrl: string;
  /** Every vendored face of the family (latin subset), regular first. */
  faces: readonly FontFaceEntry[];
}

type Generic = 'sans-serif' | 'serif' | 'monospace' | 'cursive' | 'display';

const FONTS: ReadonlyArray<readonly [id: string, name: string, generic: Generic]> = [
  ['roboto', 'Roboto', 'sans-serif'],
  ['open-sans', 'Open Sans', 'sans-serif'],
  ['lato', 'Lato', 'sans-serif'],
  ['montserrat', 'Montserrat', 'sans-serif'],
  ['oswald', 'Oswald', 'sans-serif'],
  ['playfair-display', 'Playfair Display', 'serif'],
  ['raleway', 'Raleway', 'sans-serif'],
  ['poppins', 'Poppins', 'sans-serif'],
  ['source-sans-3', 'Source Sans 3', 'sans-serif'],
  ['noto-sans', 'Noto Sans', 'sans-serif'],
  ['merriweather', 'Merriweather', 'serif'],
  ['nunito', 'Nunito', 'sans-serif'],
  ['ubuntu', 'Ubuntu', 'sans-serif'],
  ['pt-sans', 'PT Sans', 'sans-serif'],
  ['pt-serif', 'PT Serif', 'serif'],
  ['roboto-slab', 'Roboto Slab', 'serif'],
  ['roboto-mono', 'Roboto Mono', 'monospace'],
  ['roboto-condensed', 'Roboto Condensed', 'sans-serif'],
  ['lora', 'Lora', 'serif'],
  ['work-sans', 'Work Sans', 'sans-serif'],
  ['fira-sans', 'Fira Sans', 'sans-serif'],
  ['inter', 'Inter', 'sans-serif'],
  ['quicksand', 'Quicksand', 'sans-serif'],
  ['rubik', 'Rubik', 'sans-serif'],
  ['mulish', 'Mulish', 'sans-serif'],
  ['barlow', 'Barlow', 'sans-serif'],
  ['titillium-web', 'Titillium Web', 'sans-serif'],
  ['karla', 'Karla', 'sans-serif'],
  ['josefin-sans', 'Josefin Sans', 'sans-serif'],
  ['libre-baskerville', 'Libre Baskerville', 'serif'],
  ['libre-franklin', 'Libre Franklin', 'sans-serif'],
  ['arimo', 'Arimo', 'sans-serif'],
  ['cabin', 'Cabin', 'sans-serif'],
  ['bitter', 'Bitter', 'serif'],
  ['dosis', 'Dosis', 'sans-serif'],
  ['anton', 'Anton', 'display'],
  ['bebas-neue', 'Bebas Neue', 'display'],
  ['abril-fatface', 'Abril Fatface', 'display'],
  ['lobster', 'Lobster', 'display'],
  ['pacifico', 'Pacifico', 'cursive'],
  ['dancing-script', 'Dancing Script', 'cursive'],
  ['indie-flower', 'Indie Flower', 'cursive'],
  ['shadows-into-light', 'Shadows Into Light', 'cursive'],
  ['caveat', 'Caveat', 'cursive'],
  ['permanent-marker', 'Permanent Marker', 'cursive'],
  ['amatic-sc', 'Amatic SC', 'cursive'],
  ['comfortaa', 'Comfortaa', 'display'],
  ['righteous', 'Righteous', 'display'],
  ['fredoka', 'Fredoka', 'sans-serif'],
  ['archivo', 'Archivo', 'sans-serif'],
  ['heebo', 'Heebo', 'sans-serif'],
  ['ibm-plex-sans', 'IBM Plex Sans', 'sans-serif'],
  ['ibm-plex-serif', 'IBM Plex Serif', 'serif'],
  ['ibm-plex-mono', 'IBM Plex Mono', 'monospace'],
  ['crimson-text', 'Crimson Text', 'serif'],
  ['eb-garamond', 'EB Garamond', 'serif'],
  ['cormorant-garamond', 'Cormorant Garamond', 'serif'],
  ['space-grotesk', 'Space Grotesk', 'sans-serif'],
  ['space-mono', 'Space Mono', 'monospace'],
  ['manrope', 'Manrope', 'sans-serif'],
  ['dm-sans', 'DM Sans', 'sans-serif'],
  ['dm-serif-display', 'DM Serif Display', 'serif'],
  ['zilla-slab', 'Zilla Slab', 'serif'],
  ['exo-2', 'Exo 2', 'sans-serif'],
  ['teko', 'Teko', 'sans-serif'],
  ['kanit', 'Kanit', 'sans-serif'],
  ['varela-round', 'Varela Round', 'sans-serif'],
  ['cinzel', 'Cinzel', 'serif'],
  ['great-vibes', 'Great Vibes', 'cursive'],
  ['orbitron', 'Orbitron', 'sans-serif'],
];

/** Default font of new text elements. */
export const DEFAULT_FONT_ID = 'roboto';

/** URL prefix under which the server serves the vendored files of `packages/slides/fonts/<id>/`. */
export const FONT_URL_PREFIX = '/fonts';

export const FONT_CATALOGUE: readonly FontCatalogueEntry[] = FONTS.map(([id, name, generic]) => ({
  id,
  name,
  family: `'${name}', ${generic === 'display' ? 'sans-serif' : generic}`,
  package: `@fontsource/${id}`,
  url: `${FONT_URL_PREFIX}/${id}/${id}-latin-400-normal.woff2`,
  thumbnailUrl: `${FONT_URL_PREFIX}/${id}/thumbnail.svg`,
  faces: facesOf(id),
}));

function facesOf(id: string): FontFaceEntry[] {
  const files = FONT_FACE_FILES[id] ?? ['400-normal'];
  return files.map((f) => {
    const [weight, style] = f.split('-') as [string, 'normal' | 'italic'];
    return { weight: Number(weight), style, url: `${FONT_URL_PREFIX}/${id}/${id}-latin-${f}.woff2` };
  });
}

const BY_ID = new Map(FONT_CATALOGUE.map((f) => [f.id, f]));

export function isFontId(id: string): boolean {
  return BY_ID.has(id);
}

/** Catalogue entry for an id, or undefined. */
export function getFont(id: string): FontCatalogueEntry | undefined {
  return BY_ID.get(id);
}

/** CSS font-family for a font id; unknown ids get the default font. */
export function fontFamily(id: string): string {
  return (BY_ID.get(id) ?? BY_ID.get(DEFAULT_FONT_ID)!).family;
}

/** At most this many last-used fonts (spec part 9). */
export const LAST_USED_FONTS_MAX = 5;

/**
 * The last-used list after choosing `id`: chosen font first, no duplicates, at most 5 (spec part 4).
 * Pure; the web app keeps the array in browser storage as JSON.
 */
export function pushLastUsedFont(list: readonly string[], id: string): string[] {
  return [id, ...list.filter((x) => x !== id)].slice(0, LAST_USED_FONTS_MAX);
}

/** Browser-storage key of the last-used font list (a JSON array of font ids, spec part 3). */
export const LAST_USED_FONTS_STORAGE_KEY = 'signage.lastUsedFonts';

/**
 * Reads a stored last-used list defensively: anything that is not a JSON array of catalogue ids
 * becomes [], unknown ids and duplicates are dropped, at most 5 are kept.
 */
export function parseLastUsedFonts(json: string | null | undefined): string[] {
  if (!json) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((v): v is string => typeof v === 'string' && isFontId(v));
  return [...new Set(ids)].slice(0, LAST_USED_FONTS_MAX);
}
