import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import {
  envelope,
  folderCreateBody,
  folderMoveBody,
  folderRemoveBody,
  folderRenameBody,
  mediaCopyToPlatformBody,
  mediaCopyToStockBody,
  mediaInfoBody,
  mediaItem,
  mediaListBody,
  mediaListResponse,
  mediaLockBody,
  mediaMoveBody,
  mediaRemoveBody,
  mediaRenameBody,
  mediaSessionBody,
  mediaShareBody,
  mediaStorageResponse,
  mediaTagsBody,
  mediaUsageBody,
  recordIdParam,
} from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonPost, metaOf, ok } from '../../lib/http.ts';
import { caller } from '../../core/context.ts';
import { sendStored } from '../../lib/serve-stored.ts';
import { stageUpload, sweepTemp } from './upload.ts';

const MB = 1024 * 1024;
const read = { access: { auth: 'session' as const, permission: 'content.manage' as const } };
const write = { access: { auth: 'session' as const, permission: 'content.manage' as const, write: true } };
/** File GETs: any signed-in user who may see the item; the cookie alone is accepted; allowed on expired licences. */
const file = { access: { auth: 'session' as const, cookie: true } };
const fileParams = z.object({ id: recordIdParam, sha256: z.string().regex(/^[a-f0-9]{64}$/) });

/** The media library (spec 2.4, 4, 5, 6, 8, 9). */
export async function mediaRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tmpDir = path.join(ctx.config.dataDir, 'tmp');
  const { media, mediaFolders: folders, mediaQueue: queue, storage } = app.services;
  const limits = ctx.config.mediaLimitsMb;
  const tags = ['media'];

  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { files: 1, fileSize: Math.max(...Object.values(limits)) * MB + 1, fields: 8, fieldSize: 1024, parts: 10, headerPairs: 100 },
  });

  app.addHook('onReady', async () => {
    const { intents } = await sweepTemp(tmpDir, 60 * 60 * 1000);
    await media.reconcileAbandoned(intents);
    await queue.resume();
  });

  app.post(
    '/media/upload',
    {
      schema: {
        tags,
        summary: 'Upload one file (multipart: optional folderId and section fields, then the file part named file)',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(mediaItem) },
      },
      config: write,
    },
    async (request) => {
      const staged = await stageUpload(request, tmpDir, limits);
      try {
        return ok(await media.createFromUpload(caller(request), staged, metaOf(request)));
      } finally {
        await import('node:fs/promises').then((fs) => fs.rm(staged.tempPath, { force: true }));
      }
    },
  );

  app.get(
    '/media/:id/content/:sha256',
    { schema: { tags, summary: 'The file (immutable URL; Range supported)', params: fileParams }, config: file },
    async (request, reply) => {
      const m = await media.forServing(caller(request), request.params.id, request.params.sha256, 'content');
      return sendStored(request, reply, storage, { key: m.storageKey, etag: m.sha256, mimeType: m.mimeType, name: m.name });
    },
  );
  app.get(
    '/media/:id/thumbnail/:sha256',
    { schema: { tags, summary: 'The JPEG thumbnail (immutable URL)', params: fileParams }, config: file },
    async (request, reply) => {
      const m = await media.forServing(caller(request), request.params.id, request.params.sha256, 'thumbnail');
      const base = m.name.replace(/\.[^.]*$/, '') || 'thumbnail';
      return sendStored(request, reply, storage, {
        key: m.thumbnailKey as string,
        etag: m.thumbnailSha256 as string,
        mimeType: 'image/jpeg',
        name: `${base}.jpg`,
      });
    },
  );

  app.get(
    '/media/:id/pages/:sha256/:page',
    {
      schema: {
        tags,
        summary: 'One page of a PDF as a JPEG (immutable URL; the PDF page viewer)',
        params: fileParams.extend({ page: z.coerce.number().int().min(1).max(100_000) }),
      },
      config: file,
    },
    async (request, reply) => {
      const { id, sha256, page } = request.params;
      const stored = await media.pdfPage(caller(request), id, sha256, page);
      return sendStored(request, reply, storage, { key: stored.key, etag: stored.etag, mimeType: 'image/jpeg', name: stored.name });
    },
  );

  const post = jsonPost(app, tags);
  post('/media/list', 'Media and folders of a section', mediaListBody, mediaListResponse, read, ({ sessionKey: _s, ...query }, r) =>
    media.list(caller(r), query),
  );
  post('/media/info', 'One media item', mediaInfoBody, mediaItem, read, (b, r) => media.info(caller(r), b.mediaId));
  post('/media/storage', "The organization's storage use", mediaSessionBody, mediaStorageResponse, read, (_b, r) =>
    media.storageUse(caller(r)),
  );
  post('/media/rename', 'Rename', mediaRenameBody, mediaItem, write, (b, r) => media.rename(caller(r), b.mediaId, b.name, metaOf(r)));
  post('/media/tags', 'Replace the tags', mediaTagsBody, mediaItem, write, (b, r) =>
    media.setTags(caller(r), b.mediaId, b.tags, metaOf(r)),
  );
  post('/media/move', 'Move to a folder (null: top level)', mediaMoveBody, undefined, write, (b, r) =>
    media.move(caller(r), b.mediaIds, b.folderId, metaOf(r)),
  );
  post('/media/remove', 'Delete (stock: for everyone, by its creator)', mediaRemoveBody, undefined, write, (b, r) =>
    media.remove(caller(r), b.mediaIds, b.force, metaOf(r)),
  );
  post('/media/usage', 'Playlists using the media (published snapshot or draft slides)', mediaUsageBody, undefined, read, (b, r) =>
    media.usage(caller(r), b.mediaIds),
  );
  post('/media/lock', 'Lock or unlock (creator only)', mediaLockBody, undefined, write, (b, r) =>
    media.lock(caller(r), b.mediaIds, b.locked, metaOf(r)),
  );
  post('/media/share', 'Share (my → shared) or unshare (creator only)', mediaShareBody, undefined, write, (b, r) =>
    media.share(caller(r), b.mediaIds, b.shared, b.uneditableWhenShared, metaOf(r)),
  );
  post('/media/copyToStock', 'Copy to stock for selected sub-organizations', mediaCopyToStockBody, z.array(mediaItem), write, (b, r) =>
    media.copyToStock(caller(r), b.mediaIds, { organizationIds: b.organizationIds }, metaOf(r)),
  );
  post(
    '/media/copyToPlatform',
    'Copy to stock for all current and future sub-organizations',
    mediaCopyToPlatformBody,
    z.array(mediaItem),
    write,
    (b, r) => media.copyToStock(caller(r), b.mediaIds, 'platform', metaOf(r)),
  );
  post(
    '/media/unshareAllStock',
    "Withdraw every stock item of the caller's organization",
    mediaSessionBody,
    undefined,
    { access: { auth: 'session', permission: 'stock.unshareAll', write: true } },
    (_b, r) => media.unshareAllStock(caller(r), metaOf(r)),
  );

  post('/media/folder/create', 'New folder', folderCreateBody, undefined, write, (b, r) =>
    folders.create(caller(r), b.name, b.parentId, b.section, metaOf(r)),
  );
  post('/media/folder/rename', 'Rename a folder', folderRenameBody, undefined, write, (b, r) =>
    folders.rename(caller(r), b.folderId, b.name, metaOf(r)),
  );
  post('/media/folder/move', 'Move a folder (never into itself or below)', folderMoveBody, undefined, write, (b, r) =>
    folders.move(caller(r), b.folderId, b.parentId, metaOf(r)),
  );
  post('/media/folder/remove', 'Delete a folder (with its contents only when withContents)', folderRemoveBody, undefined, write, (b, r) =>
    folders.remove(caller(r), b.folderId, b.withContents, metaOf(r)),
  );
}
