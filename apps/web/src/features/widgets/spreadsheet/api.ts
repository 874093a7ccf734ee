import {
  SPREADSHEET_UPLOAD_MAX_BYTES,
  type SpreadsheetUploadResponse,
  type spreadsheetCheckBody,
  type spreadsheetCheckResponse,
} from '@signage/shared';
import { endpoint } from '../../../api/client.ts';
import { type UploadHandle, uploadForm } from '../../../api/upload.ts';

/** The spreadsheet widget's calls (contracts/spreadsheet.ts). */
export const spreadsheetApi = {
  /** The "Sync" button: the range's first rows, or a translated SPREADSHEET_* error. */
  check: endpoint<typeof spreadsheetCheckBody, typeof spreadsheetCheckResponse>('/widget/spreadsheet/check'),
};

/** Whether a file may be sent: a .csv or .xlsx of at most 5 MB (the server checks its bytes again). */
export function spreadsheetFileAcceptable(file: { name: string; size: number }): boolean {
  return /\.(csv|xlsx)$/i.test(file.name) && file.size > 0 && file.size <= SPREADSHEET_UPLOAD_MAX_BYTES;
}

/** POST /api/widget/spreadsheet/upload as multipart, with progress and cancel. */
export function uploadSpreadsheet(file: File, onProgress: (fraction: number) => void): UploadHandle<SpreadsheetUploadResponse> {
  const form = new FormData();
  form.append('name', file.name.slice(0, 255));
  form.append('file', file, file.name);
  return uploadForm('/widget/spreadsheet/upload', form, onProgress, {
    accept: (response) =>
      response && typeof response === 'object' && typeof (response as SpreadsheetUploadResponse).fileId === 'string'
        ? (response as SpreadsheetUploadResponse)
        : null,
    failureCode: 'SPREADSHEET_FILE_INVALID',
  });
}
