import fastifyMultipart from '@fastify/multipart';
import {
  envelope,
  SPREADSHEET_PREVIEW_ROWS,
  SPREADSHEET_UPLOAD_MAX_BYTES,
  spreadsheetCheckBody,
  spreadsheetCheckResponse,
  spreadsheetUploadResponse,
} from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../core/context.ts';
import type { Egress } from '../../lib/egress.ts';
import { userAddressEgress } from '../../lib/egress-clients.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { jsonPost, ok } from '../../lib/http.ts';
import { limit } from '../../lib/rate-limiter.ts';
import { SourceFetchError } from './fetchers.ts';
import { fetchSpreadsheet, registerSpreadsheetFileFetcher, storeUploadedSheet } from './spreadsheet.ts';

/** Editors of content (the spec gates the spreadsheet widget behind no licence flag). */
const checkAccess = { access: { auth: 'session' as const, permission: 'content.manage' as const } };
const uploadAccess = { access: { auth: 'session' as const, permission: 'content.manage' as const, write: true, form: true } };

const SPREADSHEET_CODES = ['SPREADSHEET_INVALID_URL_OR_RANGE', 'SPREADSHEET_CHECK_ACCESS', 'SPREADSHEET_SYNC_FAILED'] as const;
type SpreadsheetCode = (typeof SPREADSHEET_CODES)[number];

/** A failed sync as the CMS shows it: 400 with one of the spec's three messages, never the upstream's answer. */
export function spreadsheetCheckError(error: unknown): AppError {
  const code = error instanceof SourceFetchError ? error.code : '';
  return new AppError(400, SPREADSHEET_CODES.includes(code as SpreadsheetCode) ? (code as SpreadsheetCode) : 'SPREADSHEET_SYNC_FAILED');
}

/**
 * The spreadsheet widget's server side: the file fetcher (it needs the storage), the editor's
 * "Sync" check and the CSV/XLSX upload.
 */
export async function spreadsheetRoutes(appBase: FastifyInstance, options: { egress?: Egress } = {}) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { storage } = app.services;
  registerSpreadsheetFileFetcher(storage);
  const egress = options.egress ?? userAddressEgress(ctx);
  // The form carries sessionKey as a field, so it is read (within these limits) before the session check.
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: true,
    limits: { files: 1, fileSize: SPREADSHEET_UPLOAD_MAX_BYTES, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 100 },
  });

  const post = jsonPost(app, ['widgets']);
  post(
    '/widget/spreadsheet/check',
    'Sync a sheet: the first rows of the range, or why it cannot be read',
    spreadsheetCheckBody,
    spreadsheetCheckResponse,
    checkAccess,
    async (b, r) => {
      const auth = caller(r);
      // Each sync is an outbound request: bounded per user.
      await ctx.rate.admit(limit('spreadsheet-check:user', auth.user.id));
      try {
        const data = await fetchSpreadsheet({ url: b.url, range: b.range }, { egress });
        return { ok: true as const, status: 'success' as const, preview: data.cells.slice(0, SPREADSHEET_PREVIEW_ROWS) };
      } catch (error) {
        r.log.info(
          { code: error instanceof SourceFetchError ? error.code : 'unknown', reason: (error as Error).message },
          'spreadsheet sync refused',
        );
        throw spreadsheetCheckError(error);
      }
    },
  );

  app.post(
    '/widget/spreadsheet/upload',
    {
      schema: {
        tags: ['widgets'],
        summary: 'Upload a sheet for the spreadsheet widget (multipart: sessionKey, name, file = CSV or XLSX ≤ 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(spreadsheetUploadResponse) },
      },
      config: uploadAccess,
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError(415, 'FIELD_INVALID');
      const auth = caller(request);
      await ctx.rate.admit(limit('spreadsheet-upload:user', auth.user.id));
      const body = (request.body ?? {}) as Record<string, unknown>;
      const bytes = body.file;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw fieldError('file', 'FIELD_REQUIRED');
      if (bytes.length > SPREADSHEET_UPLOAD_MAX_BYTES) throw new AppError(400, 'SPREADSHEET_FILE_INVALID');
      const name = typeof body.name === 'string' ? body.name.trim().slice(0, 255) : '';
      try {
        const stored = await storeUploadedSheet(storage, auth.organization.id, bytes);
        return ok({ ...stored, name });
      } catch (error) {
        if (error instanceof SourceFetchError) {
          request.log.info({ reason: error.message }, 'spreadsheet upload refused');
          throw new AppError(400, 'SPREADSHEET_FILE_INVALID');
        }
        throw error;
      }
    },
  );
}
