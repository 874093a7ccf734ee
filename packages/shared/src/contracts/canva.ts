import { z } from 'zod';
import { mediaItem } from './media.ts';
import { recordId, sessionKey } from './common.ts';

/*
 * The design service, Canva (spec 1 "one design service", 2.3 "three external sources",
 * 2.4 "connection result pages for the design service", 4 "design-service connection (connect,
 * disconnect)", licence flag allowCanva; docs/integrations.md "Canva"). Our calls: POST
 * /api/media/canva/status, /connect, /disconnect, /designs, /export, /import with JSON bodies carrying
 * `sessionKey`; Canva's OAuth redirect comes back to GET /api/canva/callback, which sends the browser to
 * /connection/canva?status=connected|failed. A connection is one user's (Canva's tokens act for a Canva
 * user). Whoever may upload media may use it (`content.manage`); an unconfigured server answers 404 and
 * a licence without allowCanva 403 FEATURE_NOT_LICENSED.
 */

export const CANVA_NAME = 'Canva';
/** Canva's design ids: letters, digits, `_` and `-` (e.g. DAFVztcvd9z). */
const designId = z.string({ error: 'FIELD_INVALID' }).regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'FIELD_INVALID' });
/** Export job ids are UUID-like strings. */
const exportId = z.string({ error: 'FIELD_INVALID' }).regex(/^[A-Za-z0-9_-]{1,100}$/, { error: 'FIELD_INVALID' });

export const CANVA_EXPORT_FORMATS = ['png', 'pdf'] as const;
export type CanvaExportFormat = (typeof CANVA_EXPORT_FORMATS)[number];

/** The result pages' outcomes (/connection/canva?status=…). */
export const CANVA_CONNECTION_STATUSES = ['connected', 'failed', 'disconnected'] as const;
export type CanvaConnectionStatus = (typeof CANVA_CONNECTION_STATUSES)[number];

export const canvaStatusBody = z.strictObject({ sessionKey: sessionKey.optional() });
export const canvaStatusResponse = z.object({
  /** This server has a Canva integration (CANVA_CLIENT_ID…): false, the source is not offered (no error to log). */
  configured: z.boolean(),
  /** This user has connected a Canva account. */
  connected: z.boolean(),
  connectedAt: z.string().nullable(),
});
export type CanvaStatusResponse = z.infer<typeof canvaStatusResponse>;

export const canvaConnectBody = z.strictObject({ sessionKey: sessionKey.optional() });
export const canvaConnectResponse = z.object({ url: z.string() });

export const canvaDisconnectBody = z.strictObject({ sessionKey: sessionKey.optional() });
export const canvaDisconnectResponse = z.object({ ok: z.literal(true) });

export const canvaDesign = z.object({
  id: z.string(),
  title: z.string(),
  /** Canva's thumbnail (its CDN; valid for a few minutes), null when the design has none. */
  thumbnailUrl: z.string().nullable(),
  pageCount: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
});
export type CanvaDesign = z.infer<typeof canvaDesign>;

export const canvaDesignsBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  /** The `continuation` of the previous page (absent: the first page). */
  continuation: z.string({ error: 'FIELD_INVALID' }).min(1, { error: 'FIELD_INVALID' }).max(2000, { error: 'FIELD_INVALID' }).optional(),
});
export const canvaDesignsResponse = z.object({ items: z.array(canvaDesign), continuation: z.string().nullable() });
export type CanvaDesignsResponse = z.infer<typeof canvaDesignsResponse>;

export const canvaExportBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  designId,
  format: z.enum(CANVA_EXPORT_FORMATS, { error: 'FIELD_INVALID' }),
});
export const canvaExportResponse = z.object({ exportId: z.string() });

export const canvaImportBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  designId,
  exportId,
  /** A folder of "My media" (null or absent: the top level). */
  folderId: recordId.nullable().optional(),
});
export type CanvaImportBody = z.infer<typeof canvaImportBody>;
/** Still exporting at Canva (ask again shortly), or imported. */
export const canvaImportResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('in_progress') }),
  z.object({ status: z.literal('success'), item: mediaItem }),
]);
export type CanvaImportResponse = z.infer<typeof canvaImportResponse>;
