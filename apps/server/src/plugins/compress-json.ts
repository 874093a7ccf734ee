import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compression would save a few bytes for its CPU. */
export const COMPRESS_THRESHOLD = 1024;

const options = {
  threshold: COMPRESS_THRESHOLD,
  // br, then gzip (zstd in Node's zlib is still experimental; every browser sends br and gzip).
  encodings: ['br', 'gzip'],
  // Brotli at @fastify/compress's default for answers made per request, quality 4 of 11: fast, and within
  // a few per cent of the best on JSON (the static files are compressed at 11, once, at build time).
} satisfies FastifyCompressOptions;

/**
 * Compresses the API's JSON answers of `COMPRESS_THRESHOLD` bytes or more (@fastify/compress; br or
 * gzip by Accept-Encoding, with `Vary: Accept-Encoding`), and nothing else. Compression is switched on
 * route by route, for the routes under /api that declare their answer's schema — the JSON envelope of
 * `jsonPost`/`jsonGet` — and for the OpenAPI document. Left alone, by construction:
 * - event streams (`openSse` hijacks the reply, so no onSend hook ever sees it; a stream must never
 *   be buffered);
 * - the player manifest (no answer schema; it is sent pre-gzipped with its own Content-Encoding,
 *   which the plugin would skip anyway);
 * - media, thumbnails and fonts (files sent with Range and ETag, no answer schema);
 * - the static CMS and player (compressed at build time, tools/precompress.ts).
 * Request bodies are not decompressed (`globalDecompression: false`): bodies stay as they were.
 */
export async function registerJsonCompression(app: FastifyInstance) {
  // onRoute hooks run in the order they were added: this one decides before the plugin's reads it.
  app.addHook('onRoute', (route) => {
    if (route.compress !== undefined) return;
    const url = route.url ?? '';
    const json = route.schema?.response !== undefined || url === '/api/docs';
    if (url.startsWith('/api/') && json) route.compress = options;
  });
  const global: FastifyCompressOptions = { global: false, globalDecompression: false, ...options };
  await app.register(fastifyCompress, global);
}
