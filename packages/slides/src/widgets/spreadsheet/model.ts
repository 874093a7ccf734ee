import { z } from 'zod';
import { defineWidgetModel, type WidgetSource, widgetCommonProps } from '../contract.ts';
import { formatCellRange, parseCellRange } from './range.ts';

/**
 * The spreadsheet widget (spec parts 3, 4, 5 and 8): one value or a small table from a public sheet
 * (a Google Sheets link or any published CSV) or from a CSV/XLSX file uploaded to the server. The
 * server fetches the sheet (`apps/server/src/modules/widgets/spreadsheet.ts`) and hands screens only
 * the range's cells; screens draw them as text.
 */

export const SPREADSHEET_URL_MAX = 2048;
export const SPREADSHEET_ORIGINS = ['url', 'file'] as const;
export const SPREADSHEET_DISPLAYS = ['value', 'table'] as const;
export const SPREADSHEET_LABEL_MAX = 120;
/** `<organizationId>-<sha256 of the stored CSV>`: made by the server on upload, never typed. */
export const SPREADSHEET_FILE_ID = /^[1-9][0-9]{0,9}-[a-f0-9]{64}$/;

const GOOGLE_SHEET_PATH = /^\/spreadsheets\/d\/([A-Za-z0-9_-]{10,})(?:\/|$)/;
const GOOGLE_PUBLISHED_PATH = /^\/spreadsheets\/d\/e\/([A-Za-z0-9_-]{10,})(?:\/|$)/;

/** The gid (sheet tab) of a Google Sheets link, from its query or its `#gid=` fragment. */
function googleGid(url: URL): string | null {
  const fromQuery = url.searchParams.get('gid');
  const fromHash = /(?:^|[#&])gid=([0-9]{1,12})/.exec(url.hash)?.[1] ?? null;
  const gid = fromQuery ?? fromHash;
  return gid && /^[0-9]{1,12}$/.test(gid) ? gid : null;
}

/**
 * The CSV address the server fetches for a sheet link, or null when it is not an https address. A
 * Google Sheets link (`https://docs.google.com/spreadsheets/d/<id>/edit#gid=<gid>`) becomes its CSV
 * export (`…/export?format=csv&gid=<gid>`); a "published to the web" link its CSV output; any other
 * https address is taken as a published CSV, as written (fragment dropped).
 */
export function spreadsheetCsvUrl(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text) || text.length > SPREADSHEET_URL_MAX) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) return null;
  if (url.hostname === 'docs.google.com') {
    const gid = googleGid(url);
    const published = GOOGLE_PUBLISHED_PATH.exec(url.pathname);
    if (published) {
      const out = `https://docs.google.com/spreadsheets/d/e/${published[1]}/pub?output=csv`;
      return gid ? `${out}&gid=${gid}` : out;
    }
    const sheet = GOOGLE_SHEET_PATH.exec(url.pathname);
    if (sheet) return `https://docs.google.com/spreadsheets/d/${sheet[1]}/export?format=csv&gid=${gid ?? '0'}`;
    return null;
  }
  url.hash = '';
  return url.toString();
}

const INVALID = 'SPREADSHEET_INVALID_URL_OR_RANGE';

/** An empty address is a widget not set up yet (it shows its placeholder); any other must be a sheet link. */
export const spreadsheetUrl = z
  .string({ error: INVALID })
  .trim()
  .max(SPREADSHEET_URL_MAX, { error: INVALID, abort: true })
  .refine((value) => value === '' || spreadsheetCsvUrl(value) !== null, { error: INVALID });

export const spreadsheetRange = z
  .string({ error: INVALID })
  .trim()
  .max(20, { error: INVALID, abort: true })
  .refine((value) => parseCellRange(value) !== null, { error: INVALID })
  .transform((value) => formatCellRange(parseCellRange(value) as NonNullable<ReturnType<typeof parseCellRange>>));

export const spreadsheetPropsSchema = z.object({
  ...widgetCommonProps,
  /** Spec part 5: a public sheet's link, or a file uploaded to the server. */
  origin: z.enum(SPREADSHEET_ORIGINS, { error: 'FIELD_INVALID' }).default('url'),
  url: spreadsheetUrl.default(''),
  /** The uploaded file (see SPREADSHEET_FILE_ID); empty until one is uploaded. */
  fileId: z
    .string({ error: INVALID })
    .refine((value) => value === '' || SPREADSHEET_FILE_ID.test(value), { error: INVALID })
    .default(''),
  /** The file's name as uploaded, shown in the editor only. */
  fileName: z.string({ error: 'FIELD_INVALID' }).max(255, { error: 'FIELD_INVALID' }).default(''),
  /** Spec part 5: "valid cell or range (for example E8 or E2:E10)". */
  range: spreadsheetRange.default('A1'),
  /** value: the range's first cell, big; table: every cell of the range. */
  display: z.enum(SPREADSHEET_DISPLAYS, { error: 'FIELD_INVALID' }).default('value'),
  /** A caption under the single value. */
  label: z.string({ error: 'FIELD_INVALID' }).max(SPREADSHEET_LABEL_MAX, { error: 'FIELD_INVALID' }).default(''),
  /** The table's first row is drawn as its header. */
  headerRow: z.boolean({ error: 'FIELD_INVALID' }).default(true),
});
export type SpreadsheetProps = z.output<typeof spreadsheetPropsSchema>;

/** The organization a file id belongs to, or null when it is not a file id. */
export function spreadsheetFileOrganization(fileId: string): number | null {
  if (!SPREADSHEET_FILE_ID.test(fileId)) return null;
  return Number(fileId.slice(0, fileId.indexOf('-')));
}

/**
 * Whether an organization may use these props: an uploaded file must be its own (an id naming another
 * organization's file is treated as invalid props, like a file that does not exist).
 */
export function spreadsheetPropsBelongTo(props: unknown, organizationId: number | null): boolean {
  const fileId = (props as { fileId?: unknown } | null)?.fileId;
  if (fileId === undefined || fileId === '') return true;
  return typeof fileId === 'string' && organizationId !== null && spreadsheetFileOrganization(fileId) === organizationId;
}

export const spreadsheetModel = defineWidgetModel<SpreadsheetProps>({
  type: 'spreadsheet',
  schema: spreadsheetPropsSchema,
  size: { width: 720, height: 420 },
  source: (props): WidgetSource | null => {
    if (props.origin === 'file')
      return props.fileId ? { kind: 'spreadsheet-file', params: { file: props.fileId, range: props.range } } : null;
    const url = props.url ? spreadsheetCsvUrl(props.url) : null;
    return url ? { kind: 'spreadsheet', params: { url, range: props.range } } : null;
  },
});
