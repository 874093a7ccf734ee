import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { SLIDE_THUMBNAIL_MAX_BYTES } from '@signage/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type AuthContext, caller } from '../../core/context.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { MediaStorage } from '../../storage/index.ts';

/** The multipart limits of a thumbnail upload (the form is read before the session check). */
export const thumbnailMultipart = {
  attachFieldsToBody: 'keyValues' as const,
  throwFileSizeLimit: true,
  limits: { files: 1, fileSize: SLIDE_THUMBNAIL_MAX_BYTES, fields: 6, fieldSize: 1024, parts: 8, headerPairs: 100 },
};

/**
 * A thumbnail upload (slides and templates): the multipart fields, then the JPEG (by content, ≤ 2 MB).
 * `check` answers 404 / 403 before anything is stored; the file is content-addressed per organization.
 */
export async function receiveThumbnail<F extends z.ZodType>(
  storage: MediaStorage,
  request: FastifyRequest,
  fieldsSchema: F,
  check: (auth: AuthContext, fields: z.infer<F>) => Promise<unknown>,
) {
  if (!request.isMultipart()) throw new AppError(415, 'FIELD_INVALID');
  const body = (request.body ?? {}) as Record<string, unknown>;
  const fields = fieldsSchema.safeParse(body);
  if (!fields.success) throw fieldError(String(fields.error.issues[0]?.path[0] ?? '_'), 'FIELD_INVALID');
  const bytes = body.thumbnail;
  if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw fieldError('thumbnail', 'FIELD_REQUIRED');
  if (bytes.length > SLIDE_THUMBNAIL_MAX_BYTES || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff)
    throw new AppError(400, 'THUMBNAIL_NOT_JPEG');
  const auth = caller(request);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const key = `org/${auth.organization.id}/thumbs/${sha256}`;
  // Check access before storing anything.
  await check(auth, fields.data as z.infer<F>);
  if (!(await storage.exists(key))) await storage.put(key, Readable.from(bytes), { contentType: 'image/jpeg', size: bytes.length });
  return { auth, fields: fields.data as z.infer<F>, key, sha256 };
}
