import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

/**
 * The built CMS at `/` and the player at `/player/` (when built), with SPA fallbacks; unknown /api
 * routes and anything else answer our JSON 404.
 *
 * Both builds carry brotli and gzip copies of their text files (tools/precompress.ts): `preCompressed`
 * sends `<file>.br`, else `<file>.gz`, else the file, by the request's Accept-Encoding, with
 * `Vary: Accept-Encoding`, the file's own Content-Type and the copy's Content-Length and ETag. The
 * copies are not routes of their own (`globIgnore`).
 */
export async function registerStaticApps(app: FastifyInstance, dist: { webDist: string; playerDist: string }) {
  const { webDist, playerDist } = dist;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const hasPlayer = existsSync(path.join(playerDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: true,
      cacheControl: false,
      setHeaders: staticCacheHeaders,
      preCompressed: true,
      globIgnore: PRECOMPRESSED_COPIES,
    });
  }
  if (hasPlayer) {
    await app.register(fastifyStatic, {
      root: playerDist,
      prefix: '/player/',
      wildcard: false,
      index: false,
      // reply.sendFile comes from the CMS registration; without a CMS build the player brings it.
      decorateReply: !hasWeb,
      cacheControl: false,
      setHeaders: staticCacheHeaders,
      preCompressed: true,
      globIgnore: PRECOMPRESSED_COPIES,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || url === '/api') return sendError(request, reply, 404, 'NOT_FOUND');
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendError(request, reply, 404, 'NOT_FOUND');
    // SPA fallbacks: the player under /player/, the CMS everywhere else.
    if ((url === '/player' || url.startsWith('/player/')) && hasPlayer) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', playerDist);
    }
    if (hasWeb && !path.extname(url)) return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    return sendError(request, reply, 404, 'NOT_FOUND');
  });
}

const PRECOMPRESSED_COPIES = ['**/*.br', '**/*.gz'];

/** Hashed build assets are immutable; everything else is revalidated. */
function staticCacheHeaders(res: any, filePath: string) {
  const value = /[/\\]assets[/\\]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
  if (typeof res.setHeader === 'function') res.setHeader('cache-control', value);
  else res.header('cache-control', value);
}
