import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { text as streamText } from 'node:stream/consumers';
import {
  extractRange,
  formatCellRange,
  parseCellRange,
  type SpreadsheetData,
  spreadsheetCsvUrl,
  spreadsheetFileOrganization,
} from '@signage/slides/widgets/models';
import Papa from 'papaparse';
import { type Egress, EgressError } from '../../lib/egress.ts';
import type { MediaStorage } from '../../storage/index.ts';
import { type FetchContext, registerFetcher, SourceFetchError } from './fetchers.ts';
import { assertZipWithinLimits } from './zip-limits.ts';

/**
 * The spreadsheet widget's server side (spec parts 4, 5 and 8; security.md SSRF-1, SSRF-2,
 * FILE-2). A public sheet is fetched as CSV through the egress client only, capped in size and time;
 * Google answers a private sheet with a sign-in page (HTML) or 401/403: SPREADSHEET_CHECK_ACCESS. An
 * uploaded CSV/XLSX is converted to CSV once and kept in media storage under a server-made key, in
 * its organization's folder. Screens get the range's cells only, as plain text.
 */

export const SPREADSHEET_FRESHNESS_MS = 5 * 60_000;
export const SPREADSHEET_MAX_BYTES = 5 * 1024 * 1024;
export const SPREADSHEET_FETCH_TIMEOUT_MS = 10_000;
/** A cell's text is cut to this many characters (a screen shows a value, not an essay). */
const CELL_MAX = 500;

export type SpreadsheetErrorCode = 'SPREADSHEET_INVALID_URL_OR_RANGE' | 'SPREADSHEET_CHECK_ACCESS' | 'SPREADSHEET_SYNC_FAILED';

/** Removes NUL and other control characters (not storable in jsonb, not text) and caps the length. */
const cleanCell = (value: unknown): string =>
  String(value ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .slice(0, CELL_MAX);

/** Whether bytes look like an HTML page (Google's sign-in page for a private sheet) rather than CSV. */
function looksLikeHtml(text: string): boolean {
  return /^\s*(<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>])/i.test(text.slice(0, 1024));
}

/** Parses CSV text into rows of cells; malformed CSV (an unclosed quote) or binary bytes → SPREADSHEET_SYNC_FAILED. */
export function parseCsv(input: string): string[][] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (text.includes('\u0000')) throw new SourceFetchError('SPREADSHEET_SYNC_FAILED', 'spreadsheet: binary content');
  const result = Papa.parse<string[]>(text, { header: false, skipEmptyLines: false, dynamicTyping: false });
  if (result.errors.some((e) => e.type === 'Quotes')) throw new SourceFetchError('SPREADSHEET_SYNC_FAILED', 'spreadsheet: malformed CSV');
  const rows = result.data.map((row) => (Array.isArray(row) ? row.map(cleanCell) : []));
  // The line break ending the last line is not one more (empty) row.
  while (rows.length > 0 && (rows[rows.length - 1] as string[]).every((cell) => cell === '')) rows.pop();
  return rows;
}

/** The range's cells of CSV text; an invalid range → SPREADSHEET_INVALID_URL_OR_RANGE. */
export function cellsOf(csv: string, rangeText: string): SpreadsheetData {
  const range = parseCellRange(String(rangeText ?? ''));
  if (!range) throw new SourceFetchError('SPREADSHEET_INVALID_URL_OR_RANGE');
  return { cells: extractRange(parseCsv(csv), range), fetchedRange: formatCellRange(range) };
}

/** GETs a sheet's CSV through the egress client; every failure is a SourceFetchError with a catalogue code. */
export async function loadSheetCsv(egress: Egress, input: string): Promise<string> {
  const url = spreadsheetCsvUrl(String(input ?? ''));
  if (!url) throw new SourceFetchError('SPREADSHEET_INVALID_URL_OR_RANGE');
  let res: Awaited<ReturnType<Egress['request']>>;
  try {
    res = await egress.request(url, {
      timeoutMs: SPREADSHEET_FETCH_TIMEOUT_MS,
      maxBytes: SPREADSHEET_MAX_BYTES,
      headers: { accept: 'text/csv, text/plain;q=0.9, */*;q=0.5' },
    });
  } catch (error) {
    const reason = error instanceof EgressError ? error.reason : 'failed';
    // A refused address (private, loopback, metadata, a redirect to one) is one answer: not a usable URL.
    if (reason === 'blocked' || reason === 'invalidUrl' || reason === 'tooManyRedirects')
      throw new SourceFetchError('SPREADSHEET_INVALID_URL_OR_RANGE', `spreadsheet refused: ${reason}`);
    throw new SourceFetchError('SPREADSHEET_SYNC_FAILED', `spreadsheet: ${reason}`);
  }
  // Google answers a sheet that is not shared with 401/403, or 404 when it cannot say which.
  if (res.status === 401 || res.status === 403 || res.status === 404)
    throw new SourceFetchError('SPREADSHEET_CHECK_ACCESS', `spreadsheet: HTTP ${res.status}`);
  if (res.status < 200 || res.status >= 300) throw new SourceFetchError('SPREADSHEET_SYNC_FAILED', `spreadsheet: HTTP ${res.status}`);
  const text = new TextDecoder('utf-8').decode(res.body);
  const contentType = String(res.headers['content-type'] ?? '');
  // …or with a sign-in page after a redirect (200, HTML).
  if (/text\/html|application\/xhtml/i.test(contentType) || looksLikeHtml(text))
    throw new SourceFetchError('SPREADSHEET_CHECK_ACCESS', 'spreadsheet: HTML answer');
  return text;
}

/** The fetcher of a public sheet: the range's cells. */
export async function fetchSpreadsheet(
  params: { url: string; range: string },
  ctx: Pick<FetchContext, 'egress'>,
): Promise<SpreadsheetData> {
  if (!parseCellRange(String(params.range ?? ''))) throw new SourceFetchError('SPREADSHEET_INVALID_URL_OR_RANGE');
  return cellsOf(await loadSheetCsv(ctx.egress, params.url), params.range);
}

registerFetcher<{ url: string; range: string }, SpreadsheetData>({
  kind: 'spreadsheet',
  freshnessMs: SPREADSHEET_FRESHNESS_MS,
  fetch: fetchSpreadsheet,
});

// ---- Uploaded files ------------------------------------------------------------------------------

/** The storage key of an uploaded sheet: server-made, in its organization's folder (FILE-2). */
export function spreadsheetFileKey(fileId: string): string | null {
  const organizationId = spreadsheetFileOrganization(fileId);
  if (organizationId === null) return null;
  return `widget-files/org-${organizationId}/${fileId.slice(fileId.indexOf('-') + 1)}.csv`;
}

/** The fetcher of an uploaded file: read from our own storage (no egress). */
export function registerSpreadsheetFileFetcher(storage: MediaStorage): void {
  registerFetcher<{ file: string; range: string }, SpreadsheetData>({
    kind: 'spreadsheet-file',
    freshnessMs: SPREADSHEET_FRESHNESS_MS,
    fetch: async (params) => {
      const key = spreadsheetFileKey(String(params.file ?? ''));
      if (!key || !parseCellRange(String(params.range ?? ''))) throw new SourceFetchError('SPREADSHEET_INVALID_URL_OR_RANGE');
      let csv: string;
      try {
        csv = await streamText(await storage.get(key));
      } catch {
        throw new SourceFetchError('SPREADSHEET_SYNC_FAILED', 'spreadsheet file: not stored');
      }
      return cellsOf(csv, params.range);
    },
  });
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** An XLSX's parts together may inflate to at most this (a 5 MB upload of real data stays far below). */
export const XLSX_MAX_INFLATED_BYTES = 60 * 1024 * 1024;

/**
 * Rows of an uploaded file, told apart by its bytes (never its name): XLSX is a ZIP (first sheet
 * read), CSV is text; anything else (an image renamed .csv, HTML) → SPREADSHEET_FILE_INVALID.
 */
export async function readUploadedSheet(bytes: Buffer): Promise<string[][]> {
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
    try {
      assertZipWithinLimits(bytes, XLSX_MAX_INFLATED_BYTES);
    } catch (error) {
      throw new SourceFetchError('SPREADSHEET_FILE_INVALID', `spreadsheet upload: ${(error as Error).message}`);
    }
    // exceljs (and its zip and stream libraries) loads with the first XLSX, not at start-up.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch {
      throw new SourceFetchError('SPREADSHEET_FILE_INVALID', 'spreadsheet upload: unreadable XLSX');
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new SourceFetchError('SPREADSHEET_FILE_INVALID', 'spreadsheet upload: no sheet');
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, columnNumber) => {
        cells[columnNumber - 1] = cleanCell(cell.text);
      });
      rows[rowNumber - 1] = Array.from(cells, (c) => c ?? '');
    });
    return Array.from(rows, (r) => r ?? []);
  }
  const text = new TextDecoder('utf-8').decode(bytes);
  // CSV is text: a NUL byte or a replacement-character storm means some other (binary) file renamed .csv.
  if (text.includes('\u0000') || (text.match(/\uFFFD/g)?.length ?? 0) > 8 || looksLikeHtml(text))
    throw new SourceFetchError('SPREADSHEET_FILE_INVALID', 'spreadsheet upload: not text');
  try {
    return parseCsv(text);
  } catch {
    throw new SourceFetchError('SPREADSHEET_FILE_INVALID', 'spreadsheet upload: malformed CSV');
  }
}

/** Converts an uploaded sheet to CSV and stores it; answers its id and shape. */
export async function storeUploadedSheet(
  storage: MediaStorage,
  organizationId: number,
  bytes: Buffer,
): Promise<{ fileId: string; rows: number; columns: number }> {
  const rows = await readUploadedSheet(bytes);
  const csv = Papa.unparse(rows, { newline: '\n' });
  const sha256 = createHash('sha256').update(csv).digest('hex');
  const fileId = `${organizationId}-${sha256}`;
  const key = spreadsheetFileKey(fileId) as string;
  const body = Buffer.from(csv, 'utf8');
  if (!(await storage.exists(key))) await storage.put(key, Readable.from(body), { contentType: 'text/csv', size: body.length });
  return { fileId, rows: rows.length, columns: rows.reduce((max, row) => Math.max(max, row.length), 0) };
}
