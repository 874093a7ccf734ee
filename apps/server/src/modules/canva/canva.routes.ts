import {
  canvaConnectBody,
  canvaConnectResponse,
  canvaDesignsBody,
  canvaDesignsResponse,
  canvaDisconnectBody,
  canvaDisconnectResponse,
  canvaExportBody,
  canvaExportResponse,
  canvaImportBody,
  canvaImportResponse,
  canvaStatusBody,
  canvaStatusResponse,
  envelope,
} from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller } from '../../core/context.ts';
import { jsonPost, metaOf, ok } from '../../lib/http.ts';
import { CANVA_STATE_TTL_MS } from './canva.service.ts';

const tags = ['media'];
/** Whoever may upload media (`content.manage`), with the licence's allowCanva. */
const read = { access: { auth: 'session' as const, permission: 'content.manage' as const, feature: 'allowCanva' as const } };
/** Stores a media item: refused while the licence is view-only. */
const write = { access: { ...read.access, write: true } };
/** The browser's half of the state: HttpOnly, only ever sent to the callback. */
const STATE_COOKIE = 'canvaState';
const COOKIE_PATH = '/api/canva';
/** The CMS's connection result page (spec 2.4). */
const resultPage = (status: 'connected' | 'failed') => `/connection/canva?status=${status}`;

/** The design service, Canva (docs/integrations.md "Canva"). Every route answers 404 while it is not configured. */
export async function canvaRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { canva } = app.services;
  const post = jsonPost(app, tags);

  post(
    '/media/canva/status',
    'Whether this server offers Canva (configured) and whether the caller has connected a Canva account',
    canvaStatusBody,
    canvaStatusResponse,
    read,
    async (_b, r) => canva.status(caller(r)),
  );

  app.post(
    '/media/canva/connect',
    {
      schema: {
        tags,
        summary:
          "Canva's authorization address for the caller (OAuth with PKCE; single-use state for 10 minutes, also set as an HttpOnly cookie)",
        body: canvaConnectBody,
        response: { 200: envelope(canvaConnectResponse) },
      },
      config: read,
    },
    async (request, reply) => {
      const { state, url } = await canva.connect(caller(request));
      reply.setCookie(STATE_COOKIE, state, {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: app.ctx.config.publicUrl.startsWith('https://'),
        maxAge: CANVA_STATE_TTL_MS / 1000,
      });
      return ok({ url });
    },
  );

  // Canva sends the browser here. Public: the single-use state (with this browser's cookie) is the
  // credential; the answer is only a redirect to the CMS's result page, never data.
  app.get(
    '/canva/callback',
    {
      schema: {
        tags,
        summary: "Canva's OAuth redirect: stores the caller's connection, then shows the CMS's connection result page",
        querystring: z.object({
          code: z.string().max(4096).optional(),
          state: z.string().max(256).optional(),
          error: z.string().max(256).optional(),
          error_description: z.string().max(1024).optional(),
        }),
      },
      config: { access: { auth: 'public' as const } },
    },
    async (request, reply) => {
      const cookieState = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: COOKIE_PATH });
      const outcome = await canva.callback(request.query, cookieState, request.ip);
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(resultPage(outcome), 303);
    },
  );

  post(
    '/media/canva/disconnect',
    "Revokes the app's access at Canva and deletes the caller's stored tokens",
    canvaDisconnectBody,
    canvaDisconnectResponse,
    read,
    async (_b, r) => {
      await canva.disconnect(caller(r), r.ip);
      return { ok: true as const };
    },
  );

  post(
    '/media/canva/designs',
    "The caller's Canva designs, newest change first, paged by Canva's continuation (409 CANVA_NOT_CONNECTED)",
    canvaDesignsBody,
    canvaDesignsResponse,
    read,
    (b, r) => canva.designs(caller(r), b.continuation),
  );

  post(
    '/media/canva/export',
    'Starts exporting a design at Canva as PNG (first page) or PDF; then ask /media/canva/import until it is done',
    canvaExportBody,
    canvaExportResponse,
    write,
    (b, r) => canva.startExport(caller(r), b.designId, b.format),
  );

  post(
    '/media/canva/import',
    'One look at an export: in_progress, or the file imported into "My media" (optional folder); 502 CANVA_EXPORT_FAILED stores nothing',
    canvaImportBody,
    canvaImportResponse,
    write,
    (b, r) => canva.import(caller(r), b, metaOf(r)),
  );
}
