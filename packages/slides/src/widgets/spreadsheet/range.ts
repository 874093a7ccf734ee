/**
 * A1 cell and range addresses of the spreadsheet widget (spec part 5: "valid cell or range, for
 * example E8 or E2:E10"). Shared by the model's schema, the server's fetchers and the editor.
 */

/** Columns A … ZZ. */
export const SPREADSHEET_MAX_COLUMN = 26 + 26 * 26;
export const SPREADSHEET_MAX_ROW = 100_000;
/** The most cells a widget shows (a screen is not a spreadsheet application). */
export const SPREADSHEET_MAX_CELLS = 500;

/** A parsed range; rows and columns are 0-based and inclusive. */
export interface CellRange {
  startRow: number;
  startColumn: number;
  endRow: number;
  endColumn: number;
}

const CELL = /^([A-Z]{1,2})([1-9][0-9]{0,5})$/;

/** "A" → 0, "Z" → 25, "AA" → 26, "ZZ" → 701. */
export function columnIndex(letters: string): number {
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

/** 0 → "A", 701 → "ZZ". */
export function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

function parseCell(text: string): { row: number; column: number } | null {
  const match = CELL.exec(text);
  if (!match) return null;
  const column = columnIndex(match[1] as string);
  const row = Number(match[2]) - 1;
  if (column >= SPREADSHEET_MAX_COLUMN || row >= SPREADSHEET_MAX_ROW) return null;
  return { row, column };
}

/**
 * Parses `E8` or `E2:E10` (letters in any case, spaces and `$` signs ignored), or null when it is not
 * a valid range: columns A … ZZ, rows 1 … 100000, start before end, at most 500 cells.
 */
export function parseCellRange(input: string): CellRange | null {
  const text = input.replace(/[\s$]/g, '').toUpperCase();
  if (!text || text.length > 20) return null;
  const parts = text.split(':');
  if (parts.length > 2) return null;
  const start = parseCell(parts[0] as string);
  const end = parts.length === 2 ? parseCell(parts[1] as string) : start;
  if (!start || !end) return null;
  if (start.row > end.row || start.column > end.column) return null;
  if ((end.row - start.row + 1) * (end.column - start.column + 1) > SPREADSHEET_MAX_CELLS) return null;
  return { startRow: start.row, startColumn: start.column, endRow: end.row, endColumn: end.column };
}

/** The canonical text of a range (`E2:E10`, or `E8` for one cell). */
export function formatCellRange(range: CellRange): string {
  const start = `${columnLetters(range.startColumn)}${range.startRow + 1}`;
  const end = `${columnLetters(range.endColumn)}${range.endRow + 1}`;
  return start === end ? start : `${start}:${end}`;
}

/** The range's cells out of a whole sheet; cells the sheet lacks are empty strings, so the shape is always the range's. */
export function extractRange(sheet: readonly (readonly string[])[], range: CellRange): string[][] {
  const rows: string[][] = [];
  for (let r = range.startRow; r <= range.endRow; r++) {
    const source = sheet[r] ?? [];
    const row: string[] = [];
    for (let c = range.startColumn; c <= range.endColumn; c++) row.push(String(source[c] ?? ''));
    rows.push(row);
  }
  return rows;
}
