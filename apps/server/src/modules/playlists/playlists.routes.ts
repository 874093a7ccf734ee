import fastifyMultipart from '@fastify/multipart';
import {
  checkEmbedBody,
  checkEmbedResponse,
  countResponse,
  playlistCopyToStockBody,
  playlistCreateBody,
  playlistCreateResponse,
  playlistDetail,
  playlistDuplicateBody,
  playlistFavoriteBody,
  playlistIdBody,
  playlistItem,
  playlistListBody,
  playlistListResponse,
  playlistListSectionBody,
  playlistListStockBody,
  playlistLock,
  playlistMetadataResponse,
  playlistMoveBody,
  playlistPublishOrSubmitResponse,
  playlistRemoveBody,
  playlistRenameBody,
  playlistSearchBody,
  playlistShareBody,
  playlistUpdateBody,
} from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userAddressEgress } from '../../lib/egress-clients.ts';
import { jsonPost, metaOf } from '../../lib/http.ts';
import { limit } from '../../lib/rate-limiter.ts';
import { caller } from '../../core/context.ts';
import { checkEmbed, embedAnswer } from './embed.ts';
import { contentRead, read, write } from './route-access.ts';
import { approvalRoutes } from './approval.routes.ts';
import { slidesRoutes } from './slides.routes.ts';
import { templatesRoutes } from './templates.routes.ts';
import { thumbnailMultipart } from './thumbnail-upload.ts';

/**
 * Playlists, slides and templates (spec 7.7 with its exact paths and fields): playlists and
 * folders here, slides in `slides.routes.ts`, templates in `templates.routes.ts`, in one scope.
 */
export async function playlistsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const { playlists: service, playlistLocks: locks, publishing } = app.services;
  const tags = ['playlists'];

  // The thumbnail upload carries sessionKey as a form field, so the form is read before the session check.
  await app.register(fastifyMultipart, thumbnailMultipart);

  const post = jsonPost(app, tags);

  // ---- lists ----
  post('/playlist/list', 'Playlists and folders of a section at a folder level', playlistListBody, playlistListResponse, read, (b, r) =>
    service.list(caller(r), b.section, b.parentFolderId),
  );
  post(
    '/playlist/search',
    'Search (type all | sho = favourites | organization = shared | me = my | stock)',
    playlistSearchBody,
    playlistListResponse,
    read,
    (b, r) => service.search(caller(r), b),
  );
  post(
    '/playlist/listStockPlaylist',
    'Stock playlists offered to the organization',
    playlistListStockBody,
    playlistListResponse,
    read,
    (b, r) => service.listStock(caller(r), b.filter, b.count, b.parentFolderId),
  );
  post('/playlist/listMyPlaylists', "The caller's playlists", playlistListSectionBody, playlistListResponse, read, (b, r) =>
    service.listSection(caller(r), 'my', b),
  );
  post('/playlist/listOrgPlaylists', "The organization's shared playlists", playlistListSectionBody, playlistListResponse, read, (b, r) =>
    service.listSection(caller(r), 'shared', b),
  );

  // ---- playlists ----
  post('/playlist/create', 'New playlist (or folder with type: folder)', playlistCreateBody, playlistCreateResponse, write, (b, r) =>
    service.create(caller(r), b, metaOf(r)),
  );
  post('/playlist/duplicate', 'Copy one playlist (never a folder)', playlistDuplicateBody, playlistItem, write, (b, r) =>
    service.duplicate(caller(r), b.playlistId, b.parentFolderId, metaOf(r)),
  );
  post('/playlist/updateFavorite', "Mark or unmark as the caller's favourite", playlistFavoriteBody, playlistItem, read, (b, r) =>
    service.setFavorite(caller(r), b.playlistId, b.favorite),
  );
  post('/playlist/update', 'Name, aspect, hashtags', playlistUpdateBody, playlistItem, write, (b, r) =>
    service.update(caller(r), b.playlistId, { name: b.name, aspect: b.aspect, hashtags: b.hashtags }, metaOf(r)),
  );
  post('/playlist/rename', 'Rename a playlist or folder', playlistRenameBody, playlistItem, write, (b, r) =>
    service.rename(caller(r), b.playlistId, b.name, metaOf(r)),
  );
  post(
    '/playlist/publish',
    'Freeze an immutable snapshot (version + 1), or submit it for approval',
    playlistIdBody,
    playlistPublishOrSubmitResponse,
    write,
    (b, r) => publishing.publish(caller(r), b.playlistId, metaOf(r)),
  );
  // Website element: may the address be shown in a frame? (spec 5 'Website object'; security.md SSRF-1..4)
  const egress = userAddressEgress(ctx);
  const ourOrigins = [new URL(ctx.config.publicUrl)];
  post(
    '/playlist/checkEmbed',
    'Whether a website allows being embedded (X-Frame-Options, CSP frame-ancestors); yes/no only',
    checkEmbedBody,
    checkEmbedResponse,
    contentRead,
    async (b, r) => {
      const auth = caller(r);
      // Each check is an outbound request: at most 30 a minute per user.
      await ctx.rate.admit(limit('embed:user', auth.user.id));
      const reason = await checkEmbed(egress, b.url, ourOrigins);
      if (reason === 'blocked' || reason === 'unreachable') r.log.info({ reason }, 'embed check refused');
      return embedAnswer(reason, r.locale);
    },
  );
  post('/playlist/info', 'The playlist with its slides', playlistIdBody, playlistDetail, read, (b, r) =>
    service.info(caller(r), b.playlistId),
  );
  post('/playlist/metadata', 'Counts and publishing state', playlistIdBody, playlistMetadataResponse, read, (b, r) =>
    service.metadata(caller(r), b.playlistId),
  );
  post('/playlist/lockStatus', 'Whether another user edits it now', playlistIdBody, playlistLock, read, (b, r) =>
    locks.status(caller(r), b.playlistId),
  );
  post(
    '/playlist/lock',
    'Take or renew the edit lock (expires 2 minutes after the last renewal)',
    playlistIdBody,
    playlistLock,
    write,
    (b, r) => locks.lock(caller(r), b.playlistId),
  );
  post('/playlist/unlock', "Release the caller's edit lock", playlistIdBody, playlistLock, contentRead, (b, r) =>
    locks.unlock(caller(r), b.playlistId),
  );
  post(
    '/playlist/copyToStock',
    'Copy to stock for selected sub-organizations',
    playlistCopyToStockBody,
    z.array(playlistItem),
    write,
    (b, r) => service.copyToStock(caller(r), b.playlistIds, b.orgShareIds, metaOf(r)),
  );
  post(
    '/playlist/moveToFolder',
    'Move a playlist or folder (null: top level)',
    playlistMoveBody,
    z.object({ moved: z.number().int() }),
    write,
    (b, r) => service.moveToFolder(caller(r), b.fileId, b.parentFolder, b.movingFolder, metaOf(r)),
  );
  post('/playlist/share', 'My → shared (creator only; folders with contents)', playlistShareBody, countResponse, write, (b, r) =>
    service.setSection(caller(r), b.playlistIds, b.folderIds, 'shared', metaOf(r)),
  );
  post('/playlist/restrict', 'Shared → my (creator only)', playlistShareBody, countResponse, write, (b, r) =>
    service.setSection(caller(r), b.playlistIds, b.folderIds, 'my', metaOf(r)),
  );
  post('/playlist/remove', 'Delete playlists and folders (with contents)', playlistRemoveBody, countResponse, write, (b, r) =>
    service.remove(caller(r), b.ids, b.folderIds, metaOf(r)),
  );

  slidesRoutes(app, tags);
  templatesRoutes(app);
  await approvalRoutes(app);
}
