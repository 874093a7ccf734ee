import { z } from 'zod';
import { recordId, requiredText, sessionKey } from './common.ts';

/*
 * Stock photos (docs/integrations.md "Stock photos"; spec 2.3: the media sections list external sources;
 * docs/integrations.md "Stock photos"). Our calls: POST /api/media/stock/sources, /search and /import,
 * JSON bodies carrying `sessionKey`. Whoever may upload media may use them (permission
 * `content.manage`; import is a write, refused on a view-only licence). A service without a key on
 * the server is not listed, and naming it answers 404 like an unknown one.
 */

export const STOCK_SOURCES = ['unsplash', 'pexels'] as const;
export type StockSourceId = (typeof STOCK_SOURCES)[number];
/** Display names (brands: never translated). */
export const STOCK_SOURCE_NAMES: Record<StockSourceId, string> = { unsplash: 'Unsplash', pexels: 'Pexels' };
/** Results per page asked of a service. */
export const STOCK_PER_PAGE = 24;
/** Deepest page a search may ask for. */
export const STOCK_MAX_PAGE = 100;
export const STOCK_QUERY_MAX = 100;

/** A source name in a body: a short lower-case word (an unknown or unconfigured one answers 404). */
const sourceName = z.string({ error: 'FIELD_INVALID' }).regex(/^[a-z]{1,20}$/, { error: 'FIELD_INVALID' });

export const stockSource = z.object({ id: z.enum(STOCK_SOURCES), name: z.string() });
export type StockSource = z.infer<typeof stockSource>;

export const stockSourcesBody = z.strictObject({ sessionKey: sessionKey.optional() });
export const stockSourcesResponse = z.object({ sources: z.array(stockSource) });
export type StockSourcesResponse = z.infer<typeof stockSourcesResponse>;

/** Who made a photo and where it comes from: stored on the imported media item and shown with it. */
export const stockAttribution = z.object({
  source: z.enum(STOCK_SOURCES),
  photographer: z.string(),
  /** The photographer's profile on the service (with the service's referral parameters where asked). */
  photographerUrl: z.string(),
  /** The photo's page on the service. */
  pageUrl: z.string(),
});
export type StockAttribution = z.infer<typeof stockAttribution>;

export const stockPhoto = z.object({
  /** The service's id of the photo (a string for both services). */
  id: z.string(),
  description: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Hot-linked from the service's image CDN (the services ask for it). */
  thumbnailUrl: z.string(),
  fullUrl: z.string(),
  attribution: stockAttribution,
});
export type StockPhoto = z.infer<typeof stockPhoto>;

export const stockSearchBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  source: sourceName,
  query: requiredText(STOCK_QUERY_MAX),
  page: z
    .number({ error: 'FIELD_INVALID' })
    .int({ error: 'FIELD_INVALID' })
    .min(1, { error: 'FIELD_INVALID' })
    .max(STOCK_MAX_PAGE, { error: 'FIELD_INVALID' })
    .default(1),
});
export type StockSearchBody = z.infer<typeof stockSearchBody>;
export const stockSearchResponse = z.object({
  items: z.array(stockPhoto),
  page: z.number().int(),
  /** More results follow this page. */
  hasMore: z.boolean(),
  total: z.number().int(),
});
export type StockSearchResponse = z.infer<typeof stockSearchResponse>;

export const stockImportBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  source: sourceName,
  /** The photo's id as the search answered it (the server asks the service for the photo again). */
  photoId: z.string({ error: 'FIELD_INVALID' }).regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'FIELD_INVALID' }),
  /** A folder of "My media" (null or absent: the top level). */
  folderId: recordId.nullable().optional(),
});
export type StockImportBody = z.infer<typeof stockImportBody>;
