import { type MenuItem, menuItemSchema } from '@signage/slides/model';
import Papa from 'papaparse';

/** The most items a menu holds (menuElementSchema: items max 500). */
export const MENU_ITEMS_MAX = 500;

export type MenuColumn = 'name' | 'description' | 'price' | 'category';

/** Header names accepted for each column, in English, Spanish, French and Swedish (compared without case or accents). */
const HEADER_ALIASES: Record<MenuColumn, readonly string[]> = {
  name: ['name', 'item', 'nombre', 'producto', 'nom', 'article', 'namn', 'artikel', 'vara'],
  description: ['description', 'descripcion', 'beskrivning', 'details', 'detalles'],
  price: ['price', 'precio', 'prix', 'pris', 'cost'],
  category: ['category', 'categoria', 'categorie', 'kategori', 'section', 'seccion', 'rubrique'],
};

/** Error codes; the panel shows `playlists.editor.menu.csvErrors.<code>`. */
export type MenuCsvErrorCode =
  | 'empty'
  | 'unreadable'
  | 'missingName'
  | 'missingPrice'
  | 'nameRequired'
  | 'nameTooLong'
  | 'descriptionTooLong'
  | 'categoryTooLong'
  | 'priceInvalid'
  | 'priceNegative'
  | 'priceTooHigh'
  | 'tooManyItems';

export interface MenuCsvError {
  /** 1-based line number in the file (the header is line 1), or null for file-wide errors. */
  line: number | null;
  code: MenuCsvErrorCode;
}

export interface MenuCsvResult {
  items: MenuItem[];
  errors: MenuCsvError[];
}

function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

/** Which column a header names, or null when it names none of them. */
export function columnOf(header: string): MenuColumn | null {
  const key = normalizeHeader(header);
  for (const column of Object.keys(HEADER_ALIASES) as MenuColumn[]) {
    if (HEADER_ALIASES[column].includes(key)) return column;
  }
  return null;
}

export type PriceResult = { ok: true; price: number } | { ok: false; code: 'priceInvalid' | 'priceNegative' | 'priceTooHigh' };

/**
 * A price typed by a person: digits with an optional comma or dot decimal separator ("4,50", "4.5").
 * Thousands separators are refused because "1,500" is ambiguous between languages.
 */
export function parsePrice(text: string): PriceResult {
  const compact = text.replace(/\s+/g, '');
  const match = /^(-?)(\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return { ok: false, code: compact.startsWith('-') ? 'priceNegative' : 'priceInvalid' };
  const price = Number(`${match[2]}.${match[3] ?? '0'}`);
  if (match[1] && price !== 0) return { ok: false, code: 'priceNegative' };
  if (!menuItemSchema.shape.price.safeParse(price).success) return { ok: false, code: 'priceTooHigh' };
  return { ok: true, price };
}

const TOO_LONG: Record<string, MenuCsvErrorCode> = {
  name: 'nameTooLong',
  description: 'descriptionTooLong',
  category: 'categoryTooLong',
};

/**
 * Reads menu items from CSV text with a header row (columns name, description, price, category in any
 * order and any of the four languages). Every row is checked by the model's item schema. `items` are
 * the valid rows (for the preview); the caller imports nothing while `errors` is not empty.
 */
export function parseMenuCsv(text: string, existingCount = 0): MenuCsvResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const rows = parsed.data;
  if (rows.length < 2) return { items: [], errors: [{ line: null, code: 'empty' }] };
  if (parsed.errors.some((e) => e.type === 'Quotes')) return { items: [], errors: [{ line: null, code: 'unreadable' }] };

  const columns = (rows[0] ?? []).map(columnOf);
  const indexOf = (column: MenuColumn) => columns.indexOf(column);
  const errors: MenuCsvError[] = [];
  if (indexOf('name') < 0) errors.push({ line: 1, code: 'missingName' });
  if (indexOf('price') < 0) errors.push({ line: 1, code: 'missingPrice' });
  if (errors.length) return { items: [], errors };

  const cell = (row: string[], column: MenuColumn) => {
    const i = indexOf(column);
    return i < 0 ? '' : (row[i] ?? '').trim();
  };
  const items: MenuItem[] = [];
  rows.slice(1).forEach((row, i) => {
    const line = i + 2;
    const name = cell(row, 'name');
    if (!name) {
      errors.push({ line, code: 'nameRequired' });
      return;
    }
    const price = parsePrice(cell(row, 'price'));
    if (!price.ok) {
      errors.push({ line, code: price.code });
      return;
    }
    const checked = menuItemSchema.safeParse({
      name,
      description: cell(row, 'description'),
      price: price.price,
      category: cell(row, 'category'),
    });
    if (!checked.success) {
      const field = String(checked.error.issues[0]?.path[0] ?? 'name');
      errors.push({ line, code: TOO_LONG[field] ?? 'priceInvalid' });
      return;
    }
    items.push(checked.data);
  });
  if (!errors.length && existingCount + items.length > MENU_ITEMS_MAX) errors.push({ line: null, code: 'tooManyItems' });
  return { items, errors };
}
