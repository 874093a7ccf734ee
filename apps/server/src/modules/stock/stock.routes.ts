import { mediaItem, stockImportBody, stockSearchBody, stockSearchResponse, stockSourcesBody, stockSourcesResponse } from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../core/context.ts';
import { jsonPost, metaOf } from '../../lib/http.ts';

const tags = ['media'];
/** Whoever may upload media (`content.manage`). */
const read = { access: { auth: 'session' as const, permission: 'content.manage' as const } };
/** Stores a media item: refused while the licence is view-only. */
const write = { access: { ...read.access, write: true } };

/** Stock photos in the media library (docs/integrations.md "Stock photos"). */
export async function stockRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { stock } = app.services;
  const post = jsonPost(app, tags);

  post(
    '/media/stock/sources',
    'The stock photo services configured on this server',
    stockSourcesBody,
    stockSourcesResponse,
    read,
    async () => stock.sources(),
  );
  post(
    '/media/stock/search',
    'Search one stock photo service (paged; 404 for a service that is not configured; 502 STOCK_PROVIDER_FAILED)',
    stockSearchBody,
    stockSearchResponse,
    read,
    (b, r) => stock.search(caller(r), b),
  );
  post(
    '/media/stock/import',
    'Import one stock photo into "My media" (optional folder) with its attribution (502 STOCK_PROVIDER_FAILED: nothing stored)',
    stockImportBody,
    mediaItem,
    write,
    (b, r) => stock.import(caller(r), b, metaOf(r)),
  );
}
