import { z } from 'zod';
import { freeText, sessionKey } from './common.ts';

/**
 * The spreadsheet widget's editor calls (spec parts 4, 5 and 8).
 *
 * `check` is the CMS's "Sync" button: the server fetches the sheet's CSV through its egress client
 * and answers the first rows of the range, or 400 with SPREADSHEET_INVALID_URL_OR_RANGE,
 * SPREADSHEET_CHECK_ACCESS (not shared publicly) or SPREADSHEET_SYNC_FAILED.
 *
 * `upload` (multipart: sessionKey, name, file = CSV or XLSX ≤ 5 MB) stores the sheet as CSV and
 * answers its id, or 400 SPREADSHEET_FILE_INVALID.
 */
export const SPREADSHEET_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Rows of the range the check answers (a preview, not the sheet). */
export const SPREADSHEET_PREVIEW_ROWS = 5;

export const spreadsheetCheckBody = z.strictObject({
  sessionKey,
  url: freeText().max(2048, { error: 'SPREADSHEET_INVALID_URL_OR_RANGE' }),
  range: freeText().max(20, { error: 'SPREADSHEET_INVALID_URL_OR_RANGE' }),
});
export const spreadsheetCheckResponse = z.object({
  ok: z.literal(true),
  status: z.literal('success'),
  preview: z.array(z.array(z.string())),
});
export type SpreadsheetCheckResponse = z.infer<typeof spreadsheetCheckResponse>;

export const spreadsheetUploadResponse = z.object({
  fileId: z.string(),
  name: z.string(),
  rows: z.number().int().min(0),
  columns: z.number().int().min(0),
});
export type SpreadsheetUploadResponse = z.infer<typeof spreadsheetUploadResponse>;
