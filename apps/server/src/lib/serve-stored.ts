import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ByteRange, type MediaStorage, StorageNotFound } from '../storage/index.ts';
import { AppError } from './errors.ts';

/**
 * One `bytes=` range of RFC 9110 (`a-b`, `a-`, `-n`); multiple ranges are served whole (allowed by the
 * RFC). Returns 'unsatisfiable' for ranges outside the file or malformed byte ranges.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const m = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header.trim());
  if (!m) return header.trim().startsWith('bytes=') && !header.includes(',') ? 'unsatisfiable' : null;
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return 'unsatisfiable';
  if (a === '') {
    const n = Number(b);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(a);
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/**
 * Sends a stored object (security.md FILE-4): exact type, nosniff, a sandbox CSP, an inline
 * Content-Disposition with an encoded name, immutable caching (the hash is in the URL), ETag and Range.
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: MediaStorage,
  file: { key: string; etag: string; mimeType: string; name: string },
) {
  const stat = await storage.stat(file.key);
  if (!stat) throw new AppError(404, 'NOT_FOUND');
  const etag = `"${file.etag}"`;
  reply
    .header('content-type', file.mimeType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox')
    .header('content-disposition', contentDisposition(file.name))
    .header('cache-control', 'private, max-age=31536000, immutable')
    .header('etag', etag)
    .header('accept-ranges', 'bytes');
  const inm = request.headers['if-none-match'];
  if (inm?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
  const ifRange = request.headers['if-range'];
  const rangeHeader = ifRange && ifRange !== etag ? undefined : request.headers.range;
  const range = parseRange(rangeHeader, stat.size);
  if (range === 'unsatisfiable') {
    reply.removeHeader('content-disposition');
    return reply.code(416).header('content-range', `bytes */${stat.size}`).header('content-type', 'text/plain').send('');
  }
  // HEAD: an empty stream keeps the Content-Length (fastify's HEAD handling drains streams without setting it).
  try {
    if (range) {
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`)
        .header('content-length', range.end - range.start + 1);
      if (request.method === 'HEAD') return reply.send(Readable.from([]));
      return reply.send(await storage.get(file.key, range));
    }
    reply.code(200).header('content-length', stat.size);
    if (request.method === 'HEAD') return reply.send(Readable.from([]));
    return reply.send(await storage.get(file.key));
  } catch (error) {
    if (error instanceof StorageNotFound) throw new AppError(404, 'NOT_FOUND');
    throw error;
  }
}

/** `Content-Disposition: inline` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
