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
  mediaUsageBody,
  mediaRenameBody,
  mediaSessionBody,
  mediaShareBody,
  mediaStorageResponse,
  mediaTagsBody,
} from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { metaOf, ok } from '../../lib/http.ts';
import { caller } from '../../core/context.ts';

import { MediaService } from './media.service.ts';
import { sendStored } from '../../lib/serve-stored.ts';
import { stageUpload, sweepTemp } from './upload.ts';

const MB = 1024 * 1024;
const read = { access: { auth: 'session' as const, permission: 'content.manage' as const } };
const write = { access: { auth: 'session' as const, permission: 'content.manage' as const, write: true } };
/** File GETs: any signed-in user who may see the item; the cookie alone is accepted; allowed on expired licences. */
const file = { access: { auth: 'session' as const, cookie: true } };
const fileParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647), sha256: z.string().regex(/^[a-f0-9]{64}$/) });

/** The media library (issue 3; spec 2.4, 4, 5, 6, 8, 9). */
export async function mediaRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tmpDir = path.join(ctx.config.dataDir, 'tmp');
  const { media, mediaQueue: queue, storage } = app.services;
  const limits = ctx.config.mediaLimitsMb;
  const tags = ['media'];

  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { files: 1, fileSize: Math.max(...Object.values(limits)) * MB + 1, fields: 8, fieldSize: 1024, parts: 10, headerPairs: 100 },
  });

  app.addHook('onReady', async () => {
    await sweepTemp(tmpDir, 60 * 60 * 1000);
    await queue.resume();
  });
  app.addHook('onClose', async () => {
    await queue.stop();
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

  app.post(
    '/media/list',
    {
      schema: { tags, summary: 'Media and folders of a section', body: mediaListBody, response: { 200: envelope(mediaListResponse) } },
      config: read,
    },
    async (request) => {
      const { sessionKey: _s, ...query } = request.body;
      return ok(await media.list(caller(request), query));
    },
  );
  app.post(
    '/media/info',
    { schema: { tags, summary: 'One media item', body: mediaInfoBody, response: { 200: envelope(mediaItem) } }, config: read },
    async (request) => ok(await media.info(caller(request), request.body.mediaId)),
  );
  app.post(
    '/media/storage',
    {
      schema: {
        tags,
        summary: "The organization's storage use",
        body: mediaSessionBody,
        response: { 200: envelope(mediaStorageResponse) },
      },
      config: read,
    },
    async (request) => ok(await media.storageUse(caller(request))),
  );
  app.post(
    '/media/rename',
    { schema: { tags, summary: 'Rename', body: mediaRenameBody, response: { 200: envelope(mediaItem) } }, config: write },
    async (request) => ok(await media.rename(caller(request), request.body.mediaId, request.body.name, metaOf(request))),
  );
  app.post(
    '/media/tags',
    { schema: { tags, summary: 'Replace the tags', body: mediaTagsBody, response: { 200: envelope(mediaItem) } }, config: write },
    async (request) => ok(await media.setTags(caller(request), request.body.mediaId, request.body.tags, metaOf(request))),
  );
  app.post(
    '/media/move',
    { schema: { tags, summary: 'Move to a folder (null: top level)', body: mediaMoveBody }, config: write },
    async (request) => ok(await media.move(caller(request), request.body.mediaIds, request.body.folderId, metaOf(request))),
  );
  app.post(
    '/media/remove',
    { schema: { tags, summary: 'Delete (stock: for everyone, by its creator)', body: mediaRemoveBody }, config: write },
    async (request) => ok(await media.remove(caller(request), request.body.mediaIds, request.body.force, metaOf(request))),
  );
  app.post(
    '/media/usage',
    { schema: { tags, summary: 'Playlists using the media (published snapshot or draft slides)', body: mediaUsageBody }, config: read },
    async (request) => ok(await media.usage(caller(request), request.body.mediaIds)),
  );
  app.post(
    '/media/lock',
    { schema: { tags, summary: 'Lock or unlock (creator only)', body: mediaLockBody }, config: write },
    async (request) => ok(await media.lock(caller(request), request.body.mediaIds, request.body.locked, metaOf(request))),
  );
  app.post(
    '/media/share',
    { schema: { tags, summary: 'Share (my → shared) or unshare (creator only)', body: mediaShareBody }, config: write },
    async (request) =>
      ok(
        await media.share(caller(request), request.body.mediaIds, request.body.shared, request.body.uneditableWhenShared, metaOf(request)),
      ),
  );
  app.post(
    '/media/copyToStock',
    {
      schema: {
        tags,
        summary: 'Copy to stock for selected sub-organizations',
        body: mediaCopyToStockBody,
        response: { 200: envelope(z.array(mediaItem)) },
      },
      config: write,
    },
    async (request) =>
      ok(
        await media.copyToStock(caller(request), request.body.mediaIds, { organizationIds: request.body.organizationIds }, metaOf(request)),
      ),
  );
  app.post(
    '/media/copyToPlatform',
    {
      schema: {
        tags,
        summary: 'Copy to stock for all current and future sub-organizations',
        body: mediaCopyToPlatformBody,
        response: { 200: envelope(z.array(mediaItem)) },
      },
      config: write,
    },
    async (request) => ok(await media.copyToStock(caller(request), request.body.mediaIds, 'platform', metaOf(request))),
  );
  app.post(
    '/media/unshareAllStock',
    {
      schema: { tags, summary: "Withdraw every stock item of the caller's organization", body: mediaSessionBody },
      config: { access: { auth: 'session', permission: 'stock.unshareAll', write: true } },
    },
    async (request) => ok(await media.unshareAllStock(caller(request), metaOf(request))),
  );

  app.post('/media/folder/create', { schema: { tags, summary: 'New folder', body: folderCreateBody }, config: write }, async (request) =>
    ok(await media.createFolder(caller(request), request.body.name, request.body.parentId, request.body.section, metaOf(request))),
  );
  app.post(
    '/media/folder/rename',
    { schema: { tags, summary: 'Rename a folder', body: folderRenameBody }, config: write },
    async (request) => ok(await media.renameFolder(caller(request), request.body.folderId, request.body.name, metaOf(request))),
  );
  app.post(
    '/media/folder/move',
    { schema: { tags, summary: 'Move a folder (never into itself or below)', body: folderMoveBody }, config: write },
    async (request) => ok(await media.moveFolder(caller(request), request.body.folderId, request.body.parentId, metaOf(request))),
  );
  app.post(
    '/media/folder/remove',
    { schema: { tags, summary: 'Delete a folder (with its contents only when withContents)', body: folderRemoveBody }, config: write },
    async (request) => ok(await media.removeFolder(caller(request), request.body.folderId, request.body.withContents, metaOf(request))),
  );
}
