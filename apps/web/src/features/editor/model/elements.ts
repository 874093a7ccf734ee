import {
  type CanvasSize,
  DEFAULT_FONT_ID,
  type ImageElement,
  type MenuElement,
  type MenuItem,
  type ShapeElement,
  type ShapeKind,
  type SlideElement,
  type TextElement,
  type VideoElement,
  type WebElement,
  type WidgetElement,
} from '@signage/slides/model';
import { getWidgetModel, WIDGET_LANGUAGES } from '@signage/slides/widgets';
import { newElementId } from './store.ts';

const common = { rotation: 0, scale: 1, locked: false, hidden: false, editable: true, opacity: 1 } as const;

/** A box of `w`×`h` (at most 60 % of the canvas) centred on the canvas. */
function centred(size: CanvasSize, w: number, h: number) {
  const k = Math.min(1, (size.width * 0.6) / w, (size.height * 0.6) / h);
  const width = Math.round(w * k);
  const height = Math.round(h * k);
  return { x: Math.round((size.width - width) / 2), y: Math.round((size.height - height) / 2), width, height };
}

/**
 * A new element placed where no element already starts: one that would land exactly on another (a
 * second text, shape or picture added in the centre) moves down and to the right by 1/40 of the canvas
 * per element already there, then up and to the left once that leaves the canvas; where every place
 * is taken it stays where it was asked for.
 */
export function cascade<T extends SlideElement>(el: T, existing: readonly SlideElement[], size: CanvasSize): T {
  const step = Math.max(8, Math.round(size.width / 40));
  const taken = new Set(existing.map((e) => `${Math.round(e.x)},${Math.round(e.y)}`));
  const free = (x: number, y: number) =>
    x >= 0 && y >= 0 && x + el.width <= size.width && y + el.height <= size.height && !taken.has(`${Math.round(x)},${Math.round(y)}`);
  if (!taken.has(`${Math.round(el.x)},${Math.round(el.y)}`)) return el;
  for (const direction of [1, -1])
    for (let k = 1; k <= 40; k++) {
      const x = el.x + direction * k * step;
      const y = el.y + direction * k * step;
      if (free(x, y)) return { ...el, x, y };
    }
  return el;
}

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function createText(size: CanvasSize, text: string, fontId = DEFAULT_FONT_ID): TextElement {
  return {
    ...common,
    ...centred(size, 900, 160),
    id: newElementId(),
    type: 'text',
    html: `<p>${escapeText(text)}</p>`,
    fontId,
    fontSize: 72,
    color: '#000000',
    align: 'center',
    lineSpacing: 1.15,
  };
}

export function createImage(
  size: CanvasSize,
  media: { id: number; url: string; width?: number | null; height?: number | null },
): ImageElement {
  return {
    ...common,
    ...centred(size, media.width || 800, media.height || 600),
    id: newElementId(),
    type: 'image',
    mediaId: String(media.id),
    url: media.url,
    fit: 'contain',
  };
}

export function createVideo(
  size: CanvasSize,
  media: { id: number; url: string; width?: number | null; height?: number | null },
): VideoElement {
  return {
    ...common,
    ...centred(size, media.width || 1280, media.height || 720),
    id: newElementId(),
    type: 'video',
    mediaId: String(media.id),
    url: media.url,
    muted: true,
    autoplay: true,
    loop: true,
  };
}

export function createShape(size: CanvasSize, shape: ShapeKind): ShapeElement {
  return {
    ...common,
    ...centred(size, 400, 400),
    id: newElementId(),
    type: 'shape',
    shape,
    fill: '#2E96F4',
    stroke: '#000000',
    strokeWidth: 0,
    cornerRadius: 0,
  };
}

export function createWeb(size: CanvasSize, url: string): WebElement {
  return { ...common, ...centred(size, 1280, 720), id: newElementId(), type: 'web', url };
}

/** A new widget of `type` at its model's size, its words in `language` (docs/widgets.md). */
export function createWidget(size: CanvasSize, type: string, language: string, initialProps: Record<string, unknown> = {}): WidgetElement {
  const model = getWidgetModel(type);
  const box = model?.size ?? { width: 800, height: 450 };
  const lang = (WIDGET_LANGUAGES as readonly string[]).includes(language) ? language : 'en';
  return {
    ...common,
    ...centred(size, box.width, box.height),
    id: newElementId(),
    type: 'widget',
    widget: type,
    props: { ...initialProps, language: lang },
  };
}

type StarterLanguage = 'en' | 'es' | 'fr' | 'sv';

/** Starter content of a new menu board, per editor language (replaced by the author). */
const STARTER_MENUS: Record<StarterLanguage, { title: string; currency: string; items: MenuItem[] }> = {
  en: {
    title: 'Menu',
    currency: '$',
    items: [
      { name: 'Coffee', description: 'Freshly brewed', price: 2.5, category: 'Drinks' },
      { name: 'Tea', description: 'Black or green', price: 2, category: 'Drinks' },
      { name: 'Cinnamon bun', description: 'Baked this morning', price: 3.5, category: 'Pastries' },
      { name: 'Croissant', description: 'Butter croissant', price: 3, category: 'Pastries' },
    ],
  },
  es: {
    title: 'Menú',
    currency: '€',
    items: [
      { name: 'Café', description: 'Recién hecho', price: 2.5, category: 'Bebidas' },
      { name: 'Té', description: 'Negro o verde', price: 2, category: 'Bebidas' },
      { name: 'Rollo de canela', description: 'Horneado esta mañana', price: 3.5, category: 'Bollería' },
      { name: 'Cruasán', description: 'Cruasán de mantequilla', price: 3, category: 'Bollería' },
    ],
  },
  fr: {
    title: 'Menu',
    currency: '€',
    items: [
      { name: 'Café', description: 'Fraîchement préparé', price: 2.5, category: 'Boissons' },
      { name: 'Thé', description: 'Noir ou vert', price: 2, category: 'Boissons' },
      { name: 'Roulé à la cannelle', description: 'Cuit ce matin', price: 3.5, category: 'Viennoiseries' },
      { name: 'Croissant', description: 'Croissant au beurre', price: 3, category: 'Viennoiseries' },
    ],
  },
  sv: {
    title: 'Meny',
    currency: 'kr ',
    items: [
      { name: 'Kaffe', description: 'Nybryggt', price: 25, category: 'Drycker' },
      { name: 'Te', description: 'Svart eller grönt', price: 20, category: 'Drycker' },
      { name: 'Kanelbulle', description: 'Bakad i morse', price: 35, category: 'Bakverk' },
      { name: 'Croissant', description: 'Smörcroissant', price: 30, category: 'Bakverk' },
    ],
  },
};

function starterLanguage(language: string): StarterLanguage {
  const base = language.toLowerCase().split('-')[0];
  return base === 'es' || base === 'fr' || base === 'sv' ? base : 'en';
}

/** A centred menu board with a title, two categories and four priced items in `language` (en/es/fr/sv, else English). */
export function createMenu(size: CanvasSize, language: string): MenuElement {
  const starter = STARTER_MENUS[starterLanguage(language)];
  return {
    ...common,
    // Tall enough for the starter content at the renderer's type sizes on a 1080-high canvas.
    ...centred(size, 1100, 900),
    id: newElementId(),
    type: 'menu',
    title: starter.title,
    items: starter.items.map((item) => ({ ...item })),
    currency: starter.currency,
    style: 'classic',
    fontId: DEFAULT_FONT_ID,
    textColor: '#000000',
    accentColor: '#2E96F4',
  };
}

/** A copy with a new id, shifted by `offset` canvas pixels (paste, duplicate). */
export function cloneElement(el: SlideElement, offset = 20): SlideElement {
  return { ...el, id: newElementId(), x: el.x + offset, y: el.y + offset } as SlideElement;
}

/** A text whose content is empty or a single line break (removed on deselect, spec part 4). */
export function isBlankText(html: string): boolean {
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ');
  return text.trim() === '';
}
